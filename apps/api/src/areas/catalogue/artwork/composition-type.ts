import { TITLE_FACES } from './font-metrics.ts';
import { escapeXml, n } from './xml.ts';
import { blurFilter, type Layer, type Stage } from './stage.ts';

/** The first letter or digit of the title, the glyph this composition turns into the image. */
function initialOf(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return (match?.[0] ?? 'S').toUpperCase();
}

/**
 * Type as image: the title's initial, enormous and cropped by the frame, filled with the
 * palette and echoed by outlines stepping away from it, over a soft coloured glow.
 */
export function typeComposition({ width, height, focusX, focusY, scale, palette, rng, input }: Stage): Layer {
  const glyph = escapeXml(initialOf(input.title));
  const face = rng.next() < 0.5 ? TITLE_FACES.serif : TITLE_FACES.condensed;
  const size = scale * rng.range(2.1, 2.7);
  const x = focusX + scale * rng.range(-0.2, 0.2);
  const baseline = focusY + size * 0.36;
  const tilt = rng.range(-8, 8);
  const stepX = scale * rng.range(0.05, 0.09) * (rng.next() < 0.5 ? -1 : 1);
  const stepY = scale * rng.range(-0.05, 0.05);
  const echoes = [3, 2, 1]
    .map(
      (step) =>
        `<text x="${n(x + stepX * step)}" y="${n(baseline + stepY * step)}" fill="none" stroke="${palette.accent2}" stroke-width="${n(scale * 0.012)}" opacity="${n(0.55 - step * 0.13)}">${glyph}</text>`,
    )
    .join('');
  return {
    defs: [
      `<radialGradient id="bg" cx="${n(focusX)}" cy="${n(focusY)}" r="${n(scale * 2.4)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.base}"/></radialGradient>`,
      `<linearGradient id="glyph" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accent2}"/><stop offset="0.5" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.glow}"/></linearGradient>`,
      blurFilter('soft', scale * 0.35),
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<circle cx="${n(focusX)}" cy="${n(focusY)}" r="${n(scale * 0.8)}" fill="${palette.glow}" opacity="0.6" filter="url(#soft)"/>`,
      `<g transform="rotate(${n(tilt)} ${n(x)} ${n(focusY)})" font-family="${face.family}" font-weight="700" font-size="${n(size)}" text-anchor="middle">`,
      echoes,
      `<text x="${n(x)}" y="${n(baseline)}" fill="url(#glyph)">${glyph}</text>`,
      '</g>',
    ].join(''),
  };
}
