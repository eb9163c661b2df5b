/**
 * Advance widths (per 1000 units of the em) of the faces the titles are set in, so the renderer
 * can wrap and fit a title without a font engine. Liberation Sans and Liberation Serif are
 * metric-compatible with Arial and Times New Roman, whose widths are the standard Helvetica-Bold
 * and Times-Bold tables below; Liberation Sans Narrow is Arial Narrow, 82% of Arial's widths.
 */

/** Widths of the printable ASCII characters, from space (32) to tilde (126). */
const SANS_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

const SERIF_BOLD = [
  250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500,
  500, 500, 500, 333, 333, 570, 570, 570, 500, 930, 722, 667, 722, 722, 667, 611, 778, 778, 389, 500, 778, 667, 944,
  722, 778, 611, 778, 722, 556, 667, 722, 722, 1000, 722, 722, 667, 333, 278, 333, 581, 500, 333, 500, 556, 444, 556,
  444, 333, 500, 556, 278, 333, 556, 278, 833, 556, 500, 556, 556, 444, 389, 333, 556, 500, 722, 500, 500, 444, 394,
  220, 394, 520,
];

/** Typographic punctuation a title may use, mapped to an ASCII character of the same width class. */
const STAND_INS: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-' };

/** Anything else (CJK, emoji...) is measured as a wide capital, so the fit errs on the small side. */
const UNKNOWN = 1000;

export interface TitleFace {
  /** The font-family attribute; the first family exists on the Debian images we run on. */
  family: string;
  widths: readonly number[];
  /** Horizontal scale of the face relative to the table (Narrow is 82% of Arial). */
  scale: number;
  upperCase: boolean;
  /** Letter-spacing in em (negative tightens display type). */
  tracking: number;
  lineHeight: number;
  /** Cap height in em, to place the first line's baseline under a top edge. */
  capHeight: number;
}

export const TITLE_FACES = {
  condensed: {
    family: "'Liberation Sans Narrow','Arial Narrow','DejaVu Sans Condensed',sans-serif",
    widths: SANS_BOLD,
    scale: 0.82,
    upperCase: true,
    tracking: 0.005,
    lineHeight: 0.9,
    capHeight: 0.72,
  },
  grotesk: {
    family: "'Liberation Sans',Arial,'DejaVu Sans',sans-serif",
    widths: SANS_BOLD,
    scale: 1,
    upperCase: false,
    tracking: -0.03,
    lineHeight: 0.98,
    capHeight: 0.72,
  },
  serif: {
    family: "'Liberation Serif','Times New Roman','DejaVu Serif',serif",
    widths: SERIF_BOLD,
    scale: 1,
    upperCase: false,
    tracking: -0.01,
    lineHeight: 1,
    capHeight: 0.68,
  },
} as const satisfies Record<string, TitleFace>;

export type TitleFaceName = keyof typeof TITLE_FACES;

function charWidth(char: string, widths: readonly number[]): number {
  const plain = STAND_INS[char] ?? char.normalize('NFD').charAt(0);
  const code = plain.charCodeAt(0);
  if (char === '\u2014' || char === '\u2026') return 1000;
  return code >= 32 && code <= 126 ? (widths[code - 32] ?? UNKNOWN) : UNKNOWN;
}

/** The advance width of a line of text, in em (multiply by the font size for user units). */
export function measureEm(text: string, face: TitleFace): number {
  const chars = [...text];
  const advance = chars.reduce((sum, char) => sum + charWidth(char, face.widths), 0) / 1000;
  return advance * face.scale + face.tracking * Math.max(0, chars.length - 1);
}

/** The same UI faces for small text (eyebrow, meta line, STAT mark), as a font-family value. */
export const UI_FAMILY = "'Liberation Sans',Arial,'DejaVu Sans',sans-serif";
export const UI_WIDTHS = SANS_BOLD;
