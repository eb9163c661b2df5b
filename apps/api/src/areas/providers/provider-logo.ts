import type { MsoEntry } from '@stat/contracts';

/** Accent colours for provider artwork; each provider keeps the same one (picked by id). */
const ACCENTS = ['#4cc9f0', '#f72585', '#ffd166', '#06d6a0', '#ff8c42', '#a78bfa', '#ef476f', '#90e0ef'];

/** Room for the name: the canvas less the emblem and margins. */
const NAME_WIDTH = 228;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/**
 * The provider picker artwork: a wordmark on a transparent 320x96 canvas, an emblem with the
 * provider's initial in its accent colour, then its name. Generated so operators only edit
 * the dictionary; a real deployment points pickerImage.url at the provider's own logo.
 */
export function providerLogoSvg(mso: Pick<MsoEntry, 'id' | 'logInText'>): string {
  const accent = ACCENTS[mso.id % ACCENTS.length];
  const name = escapeXml(mso.logInText);
  const initial = escapeXml(mso.logInText.trim().charAt(0).toUpperCase());
  // Long names get a smaller type size, and never run past the canvas edge.
  const fontSize = Math.min(28, Math.max(14, Math.floor(NAME_WIDTH / (0.6 * Math.max(mso.logInText.length, 1)))));
  const squeeze = 0.6 * fontSize * mso.logInText.length > 0.8 * NAME_WIDTH;
  const fit = squeeze ? ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" role="img"',
    ` aria-label="${name}">`,
    `<circle cx="40" cy="48" r="26" fill="${accent}"/>`,
    `<text x="40" y="57" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26"`,
    ` font-weight="800" fill="#0b0b10">${initial}</text>`,
    `<text x="80" y="${48 + fontSize / 3}" font-family="system-ui,sans-serif" font-size="${fontSize}"`,
    ` font-weight="700" fill="#f5f5f7"${fit}>${name}</text>`,
    '</svg>',
  ].join('');
}
