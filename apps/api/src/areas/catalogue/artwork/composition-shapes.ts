import { n } from './xml.ts';
import type { Layer, Stage } from './stage.ts';

/**
 * Bold geometry, Swiss-poster style: a large gradient form (disc, half disc or arch), a thick
 * ring, diagonal bands and a grid of dots, all placed around the focus so no two titles stack them the same way.
 */
export function shapesComposition({ width, height, focusX, focusY, scale, palette, rng }: Stage): Layer {
  const angle = rng.range(-35, 35);
  const discR = scale * rng.range(0.75, 1.05);
  const discX = focusX + scale * rng.range(-0.25, 0.25);
  const discY = focusY + scale * rng.range(-0.2, 0.2);
  const ringR = scale * rng.range(0.45, 0.7);
  const ringX = discX + scale * rng.range(-0.7, 0.7);
  const ringY = discY + scale * rng.range(-0.5, 0.5);
  const band = scale * rng.range(0.18, 0.32);
  const dots: string[] = [];
  const dotGap = scale * 0.09;
  const dotCols = 6 + rng.int(4);
  const dotX = focusX + scale * rng.range(-1.1, 0.3);
  const dotY = focusY + scale * rng.range(0.3, 0.7);
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < dotCols; col += 1) {
      dots.push(`<circle cx="${n(dotX + col * dotGap)}" cy="${n(dotY + row * dotGap)}" r="${n(scale * 0.012)}"/>`);
    }
  }
  // The main form: a full disc, a half disc or a tall arch, so the family does not repeat itself.
  const form = rng.pick(['disc', 'half', 'arch'] as const);
  const shape = {
    disc: `<circle cx="${n(discX)}" cy="${n(discY)}" r="${n(discR)}" fill="url(#disc)"/>`,
    half: `<path d="M${n(discX - discR)} ${n(discY)}a${n(discR)} ${n(discR)} 0 0 1 ${n(discR * 2)} 0z" fill="url(#disc)"/>`,
    arch: `<path d="M${n(discX - discR * 0.62)} ${n(height * 1.2)}V${n(discY - discR * 0.4)}a${n(discR * 0.62)} ${n(discR * 0.62)} 0 0 1 ${n(discR * 1.24)} 0V${n(height * 1.2)}z" fill="url(#disc)"/>`,
  }[form];
  // A single band, or three thin ones in parallel.
  const bands =
    rng.next() < 0.5
      ? `<rect x="${n(-width)}" y="${n(focusY - band / 2 + scale * 0.35)}" width="${width * 3}" height="${n(band)}" fill="url(#band)"/>`
      : [0, 1, 2]
          .map(
            (index) =>
              `<rect x="${n(-width)}" y="${n(focusY + scale * (0.2 + index * 0.16))}" width="${width * 3}" height="${n(band * 0.28)}" fill="url(#band)"/>`,
          )
          .join('');
  return {
    defs: [
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.base}"/></linearGradient>`,
      `<linearGradient id="disc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accent2}"/><stop offset="0.55" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.glow}"/></linearGradient>`,
      `<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0"/><stop offset="0.5" stop-color="${palette.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.accent2}" stop-opacity="0.2"/></linearGradient>`,
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<g transform="rotate(${n(angle)} ${n(focusX)} ${n(focusY)})">`,
      bands,
      '</g>',
      shape,
      `<circle cx="${n(ringX + ringR * 0.9)}" cy="${n(ringY - ringR * 0.75)}" r="${n(scale * 0.07)}" fill="${palette.accent2}"/>`,
      `<circle cx="${n(ringX)}" cy="${n(ringY)}" r="${n(ringR)}" fill="none" stroke="${palette.accent2}" stroke-width="${n(scale * 0.05)}" opacity="0.9"/>`,
      `<g fill="${palette.accent2}" opacity="0.55">${dots.join('')}</g>`,
    ].join(''),
  };
}
