import { z } from 'zod';
import type { CssProperties } from '../../../lib/use-css-properties.ts';

/*
 * The viewer's caption display settings: the FCC's list in 47 CFR 79.103(c)(2)-(8), with the
 * spec's defaults (white on black, scale 1; streaming spec section 9).
 */

/** The fonts 79.103(c)(5) names, in its order. */
export const CAPTION_FONTS = [
  'default',
  'monospaced-serif',
  'proportional-serif',
  'monospaced-sans-serif',
  'proportional-sans-serif',
  'casual',
  'cursive',
  'small-capitals',
] as const;
export type CaptionFont = (typeof CAPTION_FONTS)[number];

/** Character size from 50 % to 200 % of the default, as 79.103(c)(4) asks. */
export const CAPTION_SCALES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type CaptionScale = (typeof CAPTION_SCALES)[number];

/** The eight colours 79.103(c)(2), (6) and (8) require, as CEA-708 draws them (full intensity). */
export const CAPTION_COLORS = ['white', 'black', 'red', 'green', 'blue', 'yellow', 'magenta', 'cyan'] as const;
export type CaptionColor = (typeof CAPTION_COLORS)[number];

/** Characters are opaque or semi-transparent (79.103(c)(3)); transparent text would be no caption. */
export const CAPTION_TEXT_OPACITIES = ['opaque', 'semi-transparent'] as const;
export type CaptionTextOpacity = (typeof CAPTION_TEXT_OPACITIES)[number];

/** Background and window may also vanish (79.103(c)(6) and (8)). */
export const CAPTION_OPACITIES = ['opaque', 'semi-transparent', 'transparent'] as const;
export type CaptionOpacity = (typeof CAPTION_OPACITIES)[number];

/** Character edge attributes of 79.103(c)(7). */
export const CAPTION_EDGES = ['none', 'raised', 'depressed', 'uniform', 'drop-shadow'] as const;
export type CaptionEdge = (typeof CAPTION_EDGES)[number];

export interface CaptionStyle {
  font: CaptionFont;
  scale: CaptionScale;
  textColor: CaptionColor;
  textOpacity: CaptionTextOpacity;
  backgroundColor: CaptionColor;
  backgroundOpacity: CaptionOpacity;
  edge: CaptionEdge;
  windowColor: CaptionColor;
  windowOpacity: CaptionOpacity;
}

/** White opaque text on an opaque black background at scale 1; no window box around the lines. */
export const DEFAULT_CAPTION_STYLE: CaptionStyle = {
  font: 'default',
  scale: 1,
  textColor: 'white',
  textOpacity: 'opaque',
  backgroundColor: 'black',
  backgroundOpacity: 'opaque',
  edge: 'none',
  windowColor: 'black',
  windowOpacity: 'transparent',
};

const D = DEFAULT_CAPTION_STYLE;

/**
 * Reads a stored style. It never fails: a setting it cannot read falls back to its default and
 * keeps the others, and anything that is not an object at all is the default style.
 */
export const captionStyleSchema = z
  .object({
    font: z.enum(CAPTION_FONTS).catch(D.font),
    scale: z.literal(CAPTION_SCALES).catch(D.scale),
    textColor: z.enum(CAPTION_COLORS).catch(D.textColor),
    textOpacity: z.enum(CAPTION_TEXT_OPACITIES).catch(D.textOpacity),
    backgroundColor: z.enum(CAPTION_COLORS).catch(D.backgroundColor),
    backgroundOpacity: z.enum(CAPTION_OPACITIES).catch(D.backgroundOpacity),
    edge: z.enum(CAPTION_EDGES).catch(D.edge),
    windowColor: z.enum(CAPTION_COLORS).catch(D.windowColor),
    windowOpacity: z.enum(CAPTION_OPACITIES).catch(D.windowOpacity),
  })
  .catch(() => ({ ...D })) satisfies z.ZodType<CaptionStyle>;

/*
 * Offline font stacks, no downloaded web font: each lists the fonts that look the part on
 * Windows, macOS/iOS, Android and Linux, then the CSS generic family. `var(--font-sans)` is the
 * app's own system stack (styles/tokens.css), so "default" reads like the rest of the player.
 */
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', Roboto, sans-serif";
const FONT_STACKS: Record<CaptionFont, string> = {
  default: 'var(--font-sans, sans-serif)',
  'monospaced-serif': "'Courier New', Courier, 'Nimbus Mono PS', FreeMono, monospace",
  'proportional-serif': "Georgia, 'Times New Roman', Times, 'Liberation Serif', 'Noto Serif', serif",
  'monospaced-sans-serif': "ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', 'Roboto Mono', monospace",
  'proportional-sans-serif': SANS,
  casual: "'Comic Sans MS', 'Chalkboard SE', 'Comic Neue', casual, cursive",
  cursive: "'Segoe Script', 'Snell Roundhand', 'Brush Script MT', 'URW Chancery L', cursive",
  'small-capitals': SANS,
};

const RGB: Record<CaptionColor, string> = {
  white: '255 255 255',
  black: '0 0 0',
  red: '255 0 0',
  green: '0 255 0',
  blue: '0 0 255',
  yellow: '255 255 0',
  magenta: '255 0 255',
  cyan: '0 255 255',
};

const ALPHA: Record<CaptionOpacity, number> = { opaque: 1, 'semi-transparent': 0.5, transparent: 0 };

function rgba(color: CaptionColor, alpha: number): string {
  return `rgb(${RGB[color]} / ${alpha})`;
}

/**
 * Edges are drawn with text shadows in em, so they grow with the text. They are black, or white
 * around black text, where a black edge would vanish; `raised` and `depressed` add the opposite
 * tone as the lit side. They share the text's opacity: an opaque edge round see-through letters
 * would read as an outline font.
 */
function textShadow(style: CaptionStyle): string {
  const alpha = ALPHA[style.textOpacity];
  const dark = style.textColor === 'black' ? rgba('white', alpha) : rgba('black', alpha);
  const light = style.textColor === 'black' ? rgba('black', alpha * 0.6) : rgba('white', alpha * 0.6);
  const d = '0.06em';
  switch (style.edge) {
    case 'none':
      return 'none';
    case 'raised':
      return `-${d} -${d} 0 ${light}, ${d} ${d} 0 ${dark}`;
    case 'depressed':
      return `-${d} -${d} 0 ${dark}, ${d} ${d} 0 ${light}`;
    case 'uniform':
      return [`${d} 0`, `-${d} 0`, `0 ${d}`, `0 -${d}`, `${d} ${d}`, `-${d} -${d}`, `${d} -${d}`, `-${d} ${d}`]
        .map((offset) => `${offset} 0 ${dark}`)
        .join(', ');
    case 'drop-shadow':
      return `0.08em 0.08em 0.12em ${dark}`;
  }
}

export interface CaptionCss {
  /** The box around all lines of the caption (the CEA-708 window). */
  window: CssProperties;
  /**
   * Each cue's text with its background. CEA-708 paints the background behind the characters,
   * not the window, so it sits on the same inline box as the text. `fontSize` is in em of the
   * caption area's base size, which the layer derives from the player's width.
   */
  text: CssProperties;
}

/** The CSS properties that draw captions in the viewer's style. */
export function captionCss(style: CaptionStyle): CaptionCss {
  return {
    window: { backgroundColor: rgba(style.windowColor, ALPHA[style.windowOpacity]) },
    text: {
      fontFamily: FONT_STACKS[style.font],
      fontVariantCaps: style.font === 'small-capitals' ? 'small-caps' : 'normal',
      fontSize: `${style.scale}em`,
      color: rgba(style.textColor, ALPHA[style.textOpacity]),
      backgroundColor: rgba(style.backgroundColor, ALPHA[style.backgroundOpacity]),
      textShadow: textShadow(style),
    },
  };
}
