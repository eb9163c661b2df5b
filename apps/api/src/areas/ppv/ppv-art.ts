import { createHash } from 'node:crypto';

/**
 * The event's artwork, drawn as SVG like the paywall's hero art (no binary art in the
 * repository, nothing fetched from elsewhere): a dark arena, a red and gold spotlight on a
 * ring's ropes. No words in it: the pages set the event's name over it. Wide like the home hero (1920x800).
 */
export function ppvArtSvg(): string {
  const ropes = [520, 580, 640]
    .map((y, index) => `<path d="M0 ${y} Q960 ${y - 70} 1920 ${y}" stroke="${index === 1 ? '#e2b33c' : '#d0102f'}" stroke-width="10" fill="none" opacity="0.85"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 1920 800">
<defs>
<linearGradient id="stage" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0b10"/><stop offset="0.55" stop-color="#1c0711"/><stop offset="1" stop-color="#05050a"/></linearGradient>
<radialGradient id="spot" cx="0.68" cy="0.25" r="0.6"><stop offset="0" stop-color="#d0102f" stop-opacity="0.75"/><stop offset="0.5" stop-color="#6d1f8f" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05050a" stop-opacity="0.9"/><stop offset="0.55" stop-color="#05050a" stop-opacity="0"/></linearGradient>
</defs>
<rect width="1920" height="800" fill="url(#stage)"/><rect width="1920" height="800" fill="url(#spot)"/>
<path d="M1300 0 L1050 800 L1550 800 Z" fill="#e2b33c" opacity="0.08"/>
${ropes}
<rect x="300" y="480" width="22" height="320" fill="#2a2a33"/><rect x="1598" y="480" width="22" height="320" fill="#2a2a33"/>
<rect width="1920" height="800" fill="url(#shade)"/>
</svg>`;
}

/** A short hash of the drawing, in the art's address, so it is cached for ever and a new drawing gets a new address. */
export function ppvArtVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 12).replace(/[-_]/g, 'x');
}
