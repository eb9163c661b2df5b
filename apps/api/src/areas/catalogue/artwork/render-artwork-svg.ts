import { ARTWORK_TYPES, artworkHeight, type ArtworkInput, type ArtworkKind, type ArtworkType } from './artwork-spec.ts';
import { auroraComposition } from './composition-aurora.ts';
import { horizonComposition } from './composition-horizon.ts';
import { shapesComposition } from './composition-shapes.ts';
import { spotlightComposition } from './composition-spotlight.ts';
import { typeComposition } from './composition-type.ts';
import { TITLE_FACES, type TitleFace, type TitleFaceName } from './font-metrics.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { createRng, type Rng } from './prng.ts';
import type { Composition, Stage } from './stage.ts';
import { titleBlock } from './title-block.ts';
import { TYPE_LAYOUTS, type TypeLayout } from './type-layouts.ts';
import { escapeXml, n } from './xml.ts';

/** The composition families a kind may draw from: fights always get the arena. */
const FAMILIES: Record<ArtworkKind, readonly Composition[]> = {
  movie: [shapesComposition, horizonComposition, typeComposition, auroraComposition],
  series: [shapesComposition, horizonComposition, typeComposition, auroraComposition],
  episode: [shapesComposition, horizonComposition, typeComposition, auroraComposition],
  fight: [spotlightComposition],
  collection: [auroraComposition, shapesComposition],
  channel: [shapesComposition, typeComposition, spotlightComposition],
};

const FACES: Record<ArtworkKind, readonly TitleFaceName[]> = {
  movie: ['condensed', 'condensed', 'grotesk', 'serif'],
  series: ['condensed', 'condensed', 'grotesk', 'serif'],
  episode: ['condensed', 'grotesk', 'serif'],
  fight: ['condensed'],
  collection: ['grotesk', 'condensed'],
  channel: ['grotesk', 'condensed'],
};

/** Darkens the side the title sits on, so white type reads on any artwork. */
function scrim(layout: TypeLayout, width: number, height: number, base: string): { defs: string; body: string } {
  const [x2, y2] = layout.scrim === 'left' ? [1, 0] : [0, 0];
  const [x1, y1] = layout.scrim === 'left' ? [0, 0] : [0, 1];
  const reach = layout.scrim === 'left' ? 0.62 : 0.6;
  return {
    defs:
      `<linearGradient id="scrim" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      `<stop offset="0" stop-color="${base}" stop-opacity="0.92"/><stop offset="${n(reach * 0.55)}" stop-color="${base}" stop-opacity="0.6"/>` +
      `<stop offset="${reach}" stop-color="${base}" stop-opacity="0"/></linearGradient>` +
      `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="${base}" stop-opacity="0"/><stop offset="1" stop-color="${base}" stop-opacity="0.7"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#vignette)"/><rect width="${width}" height="${height}" fill="url(#scrim)"/>`,
  };
}

/** Film grain: monochrome fractal noise, faint, so flat gradients do not band and look printed. */
function grain(width: number, height: number, seed: number): { defs: string; body: string } {
  return {
    defs:
      `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
      '<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.2 -0.35"/></filter>',
    body: `<rect width="${width}" height="${height}" filter="url(#grain)" opacity="0.16"/>`,
  };
}

/**
 * A title's look, drawn from a PRNG seeded with its id: palette, composition, title face. The
 * same stream then places the composition's shapes, so the look holds across types and sizes.
 */
export function chooseDesign(input: ArtworkInput): { rng: Rng; palette: Palette; composition: Composition; face: TitleFace } {
  const rng = createRng(input.id);
  const palette = rng.pick(PALETTES);
  const composition = rng.pick(FAMILIES[input.kind]);
  const face = TITLE_FACES[rng.pick(FACES[input.kind])];
  return { rng, palette, composition, face };
}

/**
 * The key art for one title as an SVG document, `width` pixels wide at the type's aspect ratio.
 * Pure and deterministic: the palette, composition and title face come from a PRNG seeded with
 * the id, so a title keeps its look across every type and size, and its neighbours differ.
 */
export function renderArtworkSvg(input: ArtworkInput, type: ArtworkType, width: number): string {
  const { width: w, height: h } = ARTWORK_TYPES[type];
  const layout = TYPE_LAYOUTS[type];
  const { rng, palette, composition, face } = chooseDesign(input);
  const stage: Stage = { width: w, height: h, focusX: layout.focusX, focusY: layout.focusY, scale: layout.scale, palette, rng, input };
  const art = composition(stage);
  const shade = scrim(layout, w, h, palette.base);
  const noise = grain(w, h, input.id % 997);
  const label = escapeXml(input.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${artworkHeight(type, width)}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">`,
    `<defs>${art.defs}${shade.defs}${noise.defs}</defs>`,
    art.body,
    noise.body,
    shade.body,
    titleBlock(input, face, palette, layout, h),
    '</svg>',
  ].join('');
}
