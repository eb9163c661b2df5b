import { TITLE_FACES } from './font-metrics.ts';
import { n } from './xml.ts';
import { blurFilter, type Layer, type Stage } from './stage.ts';

/**
 * Fight night: a dark arena, two spotlight cones crossing over the ring, ropes drawn in
 * perspective, a hot glow on the canvas and haze. Used for fights (and some channels).
 */
export function spotlightComposition({ width, height, focusX, focusY, scale, palette, rng, input }: Stage): Layer {
  const floorY = focusY + scale * rng.range(0.35, 0.55);
  const spread = scale * rng.range(1.2, 1.8);
  const cone = (fromX: number, toX: number): string =>
    `<path d="M${n(fromX - scale * 0.06)} 0L${n(fromX + scale * 0.06)} 0L${n(toX + scale * 0.55)} ${n(floorY)}L${n(toX - scale * 0.55)} ${n(floorY)}z" fill="url(#beam)" filter="url(#haze)"/>`;
  const ropes = [0, 1, 2]
    .map((index) => {
      const y = floorY - scale * (0.16 + index * 0.16);
      const left = focusX - scale * (1.45 + index * 0.05);
      const right = focusX + scale * (1.45 + index * 0.05);
      const sag = scale * 0.03;
      const colour = index === 1 ? palette.accent2 : palette.accent;
      return `<path d="M${n(left)} ${n(y)}Q${n(focusX)} ${n(y + sag)} ${n(right)} ${n(y)}" fill="none" stroke="${colour}" stroke-width="${n(scale * 0.022)}" stroke-linecap="round" opacity="${n(0.9 - index * 0.15)}"/>`;
    })
    .join('');
  const posts = [-1, 1]
    .map(
      (side) =>
        `<rect x="${n(focusX + side * scale * 1.47 - scale * 0.025)}" y="${n(floorY - scale * 0.6)}" width="${n(scale * 0.05)}" height="${n(scale * 0.62)}" rx="${n(scale * 0.02)}" fill="${palette.accent2}" opacity="0.8"/>`,
    )
    .join('');
  // The crowd: out-of-focus lights in the stands behind the ring.
  const bokeh: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const colour = index % 3 === 0 ? palette.accent2 : palette.accent;
    bokeh.push(
      `<circle cx="${n(focusX + scale * rng.range(-2.4, 2.4))}" cy="${n(floorY - scale * rng.range(0.75, 1.5))}" r="${n(scale * rng.range(0.015, 0.05))}" fill="${colour}" opacity="${n(rng.range(0.25, 0.7))}"/>`,
    );
  }
  // A head-to-head gets a ghosted "VS" behind the ropes; any other fight a ring of light.
  const headToHead = /\bvs\.?\s/i.test(input.title);
  const emblem = headToHead
    ? `<text x="${n(focusX)}" y="${n(floorY - scale * 0.22)}" text-anchor="middle" font-family="${TITLE_FACES.condensed.family}" font-weight="700" font-size="${n(scale * 1.25)}" fill="none" stroke="${palette.accent2}" stroke-width="${n(scale * 0.012)}" opacity="0.5">VS</text>`
    : `<ellipse cx="${n(focusX)}" cy="${n(floorY - scale * 0.5)}" rx="${n(scale * 0.55)}" ry="${n(scale * 0.55)}" fill="none" stroke="${palette.accent2}" stroke-width="${n(scale * 0.02)}" opacity="0.45"/>`;
  return {
    defs: [
      `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.accent2}" stop-opacity="0.06"/></linearGradient>`,
      `<radialGradient id="floor" cx="${n(focusX)}" cy="${n(floorY)}" r="${n(scale * 1.6)}" gradientUnits="userSpaceOnUse" gradientTransform="translate(0 ${n(floorY * 0.75)}) scale(1 0.25)"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.9"/><stop offset="0.5" stop-color="${palette.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.base}"/><stop offset="0.7" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.base}"/></linearGradient>`,
      blurFilter('haze', scale * 0.06),
      blurFilter('smoke', scale * 0.25),
      blurFilter('bokeh', scale * 0.012),
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<rect width="${width}" height="${height}" fill="url(#floor)"/>`,
      `<ellipse cx="${n(focusX + scale * rng.range(-0.6, 0.6))}" cy="${n(floorY - scale * 0.7)}" rx="${n(scale * 1.3)}" ry="${n(scale * 0.3)}" fill="${palette.glow}" opacity="0.35" filter="url(#smoke)"/>`,
      `<g filter="url(#bokeh)">${bokeh.join('')}</g>`,
      cone(focusX - spread, focusX + scale * 0.15),
      cone(focusX + spread, focusX - scale * 0.15),
      emblem,
      posts,
      ropes,
    ].join(''),
  };
}
