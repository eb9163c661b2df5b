import { n } from './xml.ts';
import type { Layer, Stage } from './stage.ts';

/** A ridge line across the whole width: a random walk, smoothed, closed down to the bottom. */
function ridge({ width, height, rng }: Stage, baseY: number, roughness: number): string {
  const steps = 9;
  let y = baseY;
  const points: string[] = [];
  for (let step = 0; step <= steps; step += 1) {
    y = baseY + rng.range(-roughness, roughness);
    points.push(`${n((width * step) / steps)} ${n(y)}`);
  }
  return `M0 ${height}L${points.join('L')}L${width} ${height}z`;
}

/**
 * Layered gradients: a sky that warms towards the horizon, a sun (sometimes cut by retro
 * stripes), and three ridges that darken towards the viewer, like a film's opening wide shot.
 */
export function horizonComposition(stage: Stage): Layer {
  const { width, height, focusX, focusY, scale, palette, rng } = stage;
  const horizon = focusY + scale * rng.range(0.35, 0.6);
  const sunR = scale * rng.range(0.45, 0.7);
  const sunX = focusX + scale * rng.range(-0.3, 0.3);
  const sunY = horizon - sunR * rng.range(0.15, 0.55);
  const striped = rng.next() < 0.55;
  const stripes: string[] = [];
  if (striped) {
    for (let index = 0; index < 6; index += 1) {
      const gap = sunR * (0.05 + index * 0.025);
      const y = sunY + sunR * 0.1 + index * sunR * 0.16;
      stripes.push(`<rect x="0" y="${n(y)}" width="${width}" height="${n(gap)}" fill="black"/>`);
    }
  }
  const rough = scale * 0.12;
  // Half the horizons are a coast: a still sea with the sun's reflection instead of near ridges.
  const sea = rng.next() < 0.45;
  const ripples: string[] = [];
  if (sea) {
    for (let index = 0; index < 9; index += 1) {
      const y = horizon + scale * 0.05 + index * scale * 0.07;
      const half = sunR * (0.9 - index * 0.08) * rng.range(0.7, 1.1);
      ripples.push(`<rect x="${n(sunX - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(scale * 0.018)}" rx="${n(scale * 0.009)}" fill="${palette.accent}" opacity="${n(0.75 - index * 0.07)}"/>`);
    }
  }
  return {
    defs: [
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${n(horizon)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${palette.base}"/><stop offset="0.55" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.glow}"/></linearGradient>`,
      `<linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent2}"/><stop offset="1" stop-color="${palette.accent}"/></linearGradient>`,
      `<radialGradient id="halo" cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 2.6)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`,
      `<mask id="cut"><rect width="${width}" height="${height}" fill="white"/>${stripes.join('')}</mask>`,
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.base}"/></linearGradient>`,
      `<linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      `<rect width="${width}" height="${height}" fill="url(#halo)"/>`,
      `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="url(#sun)" mask="url(#cut)"/>`,
      `<path d="${ridge(stage, horizon - rough, rough)}" fill="url(#far)"/>`,
      ...(sea
        ? [`<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="url(#water)"/>`, ...ripples]
        : [
            `<path d="${ridge(stage, horizon + scale * 0.12, rough * 0.8)}" fill="${palette.deep}"/>`,
            `<path d="${ridge(stage, horizon + scale * 0.3, rough * 0.6)}" fill="${palette.base}"/>`,
          ]),
    ].join(''),
  };
}
