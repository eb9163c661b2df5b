import { n } from './xml.ts';
import { blurFilter, type Layer, type Stage } from './stage.ts';

/**
 * Layered light: large blurred colour fields that overlap like stage gels, crossed by fine
 * silk lines that sweep through the focus, with panes of frosted glass standing in the light.
 */
export function auroraComposition({ width, height, focusX, focusY, scale, palette, rng }: Stage): Layer {
  const colours = [palette.glow, palette.accent, palette.accent2, palette.accent];
  const blobs = colours
    .map((colour, index) => {
      const cx = focusX + scale * rng.range(-1.3, 1.3);
      const cy = focusY + scale * rng.range(-0.8, 0.8);
      const rx = scale * rng.range(0.4, 0.85) * (index === 0 ? 1.8 : 1);
      const ry = rx * rng.range(0.35, 0.8);
      const opacity = index === 2 ? 0.7 : 0.95;
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${colour}" opacity="${opacity}" transform="rotate(${n(rng.range(-40, 40))} ${n(cx)} ${n(cy)})"/>`;
    })
    .join('');
  const lines: string[] = [];
  const lift = scale * rng.range(0.9, 1.5);
  const drift = scale * rng.range(0.025, 0.045);
  const twist = scale * rng.range(0.01, 0.03);
  for (let index = 0; index < 18; index += 1) {
    const y0 = focusY + scale * 0.8 + index * drift;
    const y1 = focusY - scale * 0.6 + index * drift * 1.6;
    lines.push(
      `<path d="M${n(focusX - scale * 2.6)} ${n(y0)}C${n(focusX - scale * 0.8)} ${n(y0 - lift - index * twist)} ${n(focusX + scale * 0.4)} ${n(y1 + lift + index * twist)} ${n(focusX + scale * 2.6)} ${n(y1)}" fill="none" stroke="${palette.accent2}" stroke-width="${n(Math.max(1, scale * 0.005))}" opacity="${n(0.25 + (index % 4) * 0.1)}"/>`,
    );
  }
  // Two or three panes of frosted glass standing in the light give the soft fields an edge.
  const panes: string[] = [];
  const paneCount = 2 + rng.int(2);
  const paneTilt = rng.range(-18, 18);
  for (let index = 0; index < paneCount; index += 1) {
    const paneW = scale * rng.range(0.45, 0.7);
    const paneH = scale * rng.range(0.9, 1.4);
    const x = focusX + scale * (index - (paneCount - 1) / 2) * rng.range(0.45, 0.65) - paneW / 2;
    const y = focusY - paneH / 2 + scale * rng.range(-0.2, 0.2);
    panes.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(paneW)}" height="${n(paneH)}" rx="${n(scale * 0.05)}" fill="url(#pane)" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(Math.max(1, scale * 0.006))}" transform="rotate(${n(paneTilt)} ${n(x + paneW / 2)} ${n(y + paneH / 2)})"/>`,
    );
  }
  return {
    defs: [
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
      blurFilter('gel', scale * 0.2),
      `<linearGradient id="pane" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.6" stop-color="${palette.accent2}" stop-opacity="0.08"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.02"/></linearGradient>`,
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<g filter="url(#gel)">${blobs}</g>`,
      lines.join(''),
      panes.join(''),
    ].join(''),
  };
}
