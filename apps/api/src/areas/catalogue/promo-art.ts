import { MIGRATION_HERO_WIDTH, MIGRATION_MOBILE_WIDTH } from '@stat/contracts';

/**
 * The migration announcement's artwork (the home-screen modal's hero images), drawn as SVG so
 * the repository ships no binary art: a dark stage, two coloured glows, rings that read as
 * "moving", the STAT wordmark in outline and a "new home" chip. The modal sets its own text on
 * top, so the art keeps the side the text covers (left on desktop, bottom on mobile) dark.
 */

interface Layout {
  width: number;
  height: number;
  /** Centre of the rings and the wordmark. */
  cx: number;
  cy: number;
  /** Wordmark size. */
  word: number;
  /** Where the text of the modal sits, darkened for contrast. */
  shade: { x1: number; y1: number; x2: number; y2: number };
}

const LAYOUTS = {
  hero: { width: MIGRATION_HERO_WIDTH, height: 800, cx: 1340, cy: 400, word: 300, shade: { x1: 0, y1: 0, x2: 1, y2: 0 } },
  mobile: { width: MIGRATION_MOBILE_WIDTH, height: 900, cx: 384, cy: 330, word: 190, shade: { x1: 0, y1: 1, x2: 0, y2: 0 } },
} satisfies Record<string, Layout>;

export type PromoArtVariant = keyof typeof LAYOUTS;

const FONT = "font-family=\"'Inter','Segoe UI',system-ui,sans-serif\"";

function rings({ cx, cy, word }: Layout): string {
  return [1.05, 1.45, 1.9, 2.4, 2.95]
    .map((scale, index) => {
      const r = Math.round(word * scale);
      const opacity = (0.55 - index * 0.1).toFixed(2);
      const dash = index % 2 === 0 ? '' : ` stroke-dasharray="${Math.round(r / 9)} ${Math.round(r / 14)}"`;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="url(#ring)" stroke-width="${index === 0 ? 3 : 1.5}" opacity="${opacity}"${dash}/>`;
    })
    .join('');
}

/** The artwork for one of the modal's two images. */
export function promoArtSvg(variant: PromoArtVariant): string {
  const layout: Layout = LAYOUTS[variant];
  const { width, height, cx, cy, word, shade } = layout;
  const chipWidth = Math.round(word * 1.6);
  const chipY = cy + Math.round(word * 0.55);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
    ' role="img" aria-label="STAT is moving to a new home">',
    '<defs>',
    '<linearGradient id="stage" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#06060c"/><stop offset="0.55" stop-color="#120a24"/><stop offset="1" stop-color="#04050a"/>',
    '</linearGradient>',
    `<radialGradient id="glowWarm" cx="${cx + word * 0.6}" cy="${cy - word * 0.5}" r="${word * 2.2}" gradientUnits="userSpaceOnUse">`,
    '<stop offset="0" stop-color="#f72585" stop-opacity="0.55"/><stop offset="1" stop-color="#f72585" stop-opacity="0"/>',
    '</radialGradient>',
    `<radialGradient id="glowCool" cx="${cx - word * 0.9}" cy="${cy + word * 0.7}" r="${word * 2}" gradientUnits="userSpaceOnUse">`,
    '<stop offset="0" stop-color="#4cc9f0" stop-opacity="0.4"/><stop offset="1" stop-color="#4cc9f0" stop-opacity="0"/>',
    '</radialGradient>',
    '<linearGradient id="ring" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#4cc9f0"/><stop offset="0.5" stop-color="#a78bfa"/><stop offset="1" stop-color="#f72585"/>',
    '</linearGradient>',
    '<linearGradient id="word" x1="0" y1="0" x2="1" y2="0">',
    '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffd1ea"/>',
    '</linearGradient>',
    `<linearGradient id="shade" x1="${shade.x1}" y1="${shade.y1}" x2="${shade.x2}" y2="${shade.y2}">`,
    '<stop offset="0" stop-color="#04050a" stop-opacity="0.95"/><stop offset="0.5" stop-color="#04050a" stop-opacity="0.35"/>',
    '<stop offset="1" stop-color="#04050a" stop-opacity="0"/>',
    '</linearGradient>',
    '<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">',
    '<path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>',
    '</pattern>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#stage)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#grid)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glowWarm)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glowCool)"/>`,
    rings(layout),
    `<text x="${cx}" y="${cy + word * 0.35}" text-anchor="middle" ${FONT} font-size="${word}" font-weight="900"`,
    ` letter-spacing="${Math.round(word * 0.04)}" fill="url(#word)" fill-opacity="0.12" stroke="url(#word)" stroke-width="${(word / 100).toFixed(1)}">STAT</text>`,
    `<rect x="${cx - chipWidth / 2}" y="${chipY}" width="${chipWidth}" height="${Math.round(word * 0.2)}" rx="${Math.round(word * 0.1)}"`,
    ' fill="#f72585"/>',
    `<text x="${cx}" y="${chipY + word * 0.135}" text-anchor="middle" ${FONT} font-size="${Math.round(word * 0.09)}" font-weight="800"`,
    ` letter-spacing="${(word * 0.012).toFixed(1)}" fill="#0b0b10">NEW HOME · NEW APP</text>`,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    '</svg>',
  ].join('');
}

/** The files GET /api/media/promos/{file} serves; the home modal's image urls name them. */
export const PROMO_ART_FILES: Readonly<Record<string, PromoArtVariant>> = {
  [`migration-web-${MIGRATION_HERO_WIDTH}.svg`]: 'hero',
  [`migration-web-${MIGRATION_MOBILE_WIDTH}.svg`]: 'mobile',
};
