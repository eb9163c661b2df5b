import { describe, expect, it } from 'vitest';
import { CAPTION_LABELS } from '@stat/contracts';
import {
  CAPTION_COLORS,
  CAPTION_EDGES,
  CAPTION_FONTS,
  CAPTION_OPACITIES,
  CAPTION_SCALES,
  CAPTION_TEXT_OPACITIES,
  DEFAULT_CAPTION_STYLE,
  captionCss,
  captionStyleSchema,
  type CaptionStyle,
} from './caption-style.ts';

const style = (change: Partial<CaptionStyle>): CaptionStyle => ({ ...DEFAULT_CAPTION_STYLE, ...change });

describe('the option lists', () => {
  it('hold the FCC lists of 47 CFR 79.103(c)', () => {
    expect(CAPTION_FONTS).toHaveLength(8);
    expect(CAPTION_COLORS).toEqual(['white', 'black', 'red', 'green', 'blue', 'yellow', 'magenta', 'cyan']);
    expect(CAPTION_EDGES).toEqual(['none', 'raised', 'depressed', 'uniform', 'drop-shadow']);
    expect(Math.min(...CAPTION_SCALES)).toBe(0.5);
    expect(Math.max(...CAPTION_SCALES)).toBe(2);
    expect(CAPTION_TEXT_OPACITIES).toEqual(['opaque', 'semi-transparent']);
    expect(CAPTION_OPACITIES).toEqual(['opaque', 'semi-transparent', 'transparent']);
  });

  it('each option has its label', () => {
    for (const font of CAPTION_FONTS) expect(CAPTION_LABELS.fonts[font]).toBeTruthy();
    for (const color of CAPTION_COLORS) expect(CAPTION_LABELS.colors[color]).toBeTruthy();
    for (const opacity of CAPTION_OPACITIES) expect(CAPTION_LABELS.opacities[opacity]).toBeTruthy();
    for (const edge of CAPTION_EDGES) expect(CAPTION_LABELS.edges[edge]).toBeTruthy();
    expect(CAPTION_SCALES.map(CAPTION_LABELS.scale)).toEqual(['50%', '75%', '100%', '125%', '150%', '200%']);
  });
});

describe('DEFAULT_CAPTION_STYLE', () => {
  it('is white on black at scale 1 (streaming spec section 9), opaque, without window', () => {
    expect(DEFAULT_CAPTION_STYLE).toEqual({
      font: 'default',
      scale: 1,
      textColor: 'white',
      textOpacity: 'opaque',
      backgroundColor: 'black',
      backgroundOpacity: 'opaque',
      edge: 'none',
      windowColor: 'black',
      windowOpacity: 'transparent',
    });
  });

  it('draws as opaque white on opaque black', () => {
    const css = captionCss(DEFAULT_CAPTION_STYLE);
    expect(css.text).toMatchObject({
      color: 'rgb(255 255 255 / 1)',
      backgroundColor: 'rgb(0 0 0 / 1)',
      fontSize: '1em',
      textShadow: 'none',
      fontVariantCaps: 'normal',
    });
    expect(css.window).toEqual({ backgroundColor: 'rgb(0 0 0 / 0)' });
  });
});

describe('captionStyleSchema', () => {
  it('keeps a valid style as it is', () => {
    const chosen: CaptionStyle = {
      font: 'cursive',
      scale: 1.5,
      textColor: 'yellow',
      textOpacity: 'semi-transparent',
      backgroundColor: 'blue',
      backgroundOpacity: 'transparent',
      edge: 'drop-shadow',
      windowColor: 'magenta',
      windowOpacity: 'semi-transparent',
    };
    expect(captionStyleSchema.parse(chosen)).toEqual(chosen);
  });

  it.each([null, undefined, 'white', 42, [], true])('reads %j as the default style', (stored) => {
    expect(captionStyleSchema.parse(stored)).toEqual(DEFAULT_CAPTION_STYLE);
  });

  it('replaces only the settings it cannot read', () => {
    const parsed = captionStyleSchema.parse({
      font: 'comic-sans',
      scale: 3,
      textColor: 'yellow',
      textOpacity: 'transparent',
      backgroundColor: 'orange',
      backgroundOpacity: 0.5,
      edge: 'raised',
      windowColor: null,
    });
    expect(parsed).toEqual({ ...DEFAULT_CAPTION_STYLE, textColor: 'yellow', edge: 'raised' });
  });

  it('refuses a scale between the listed ones and a scale as text', () => {
    expect(captionStyleSchema.parse(style({ scale: 1.1 as never })).scale).toBe(1);
    expect(captionStyleSchema.parse({ ...DEFAULT_CAPTION_STYLE, scale: '2' }).scale).toBe(1);
  });

  it('returns a fresh default each time, so a caller cannot change the shared one', () => {
    const first = captionStyleSchema.parse(null);
    first.textColor = 'red';
    expect(captionStyleSchema.parse(null).textColor).toBe('white');
    expect(DEFAULT_CAPTION_STYLE.textColor).toBe('white');
  });
});

describe('captionCss', () => {
  it.each(CAPTION_FONTS)('gives font %s a stack of its own, ending in a generic family', (font) => {
    const { fontFamily } = captionCss(style({ font })).text;
    expect(fontFamily).toMatch(/(sans-serif|serif|monospace|cursive)\)?$/);
  });

  it('maps the fonts to fitting generic families, small capitals through font-variant', () => {
    const family = (font: CaptionStyle['font']) => captionCss(style({ font })).text.fontFamily;
    expect(family('default')).toBe('var(--font-sans, sans-serif)');
    expect(family('monospaced-serif')).toMatch(/^'Courier New'.*monospace$/);
    expect(family('proportional-serif')).toMatch(/^Georgia.*serif$/);
    expect(family('monospaced-sans-serif')).toMatch(/monospace$/);
    expect(family('proportional-sans-serif')).toMatch(/^'Helvetica Neue'.*sans-serif$/);
    expect(family('casual')).toMatch(/^'Comic Sans MS'/);
    expect(family('cursive')).toMatch(/cursive$/);
    const smallCaps = captionCss(style({ font: 'small-capitals' })).text;
    expect(smallCaps.fontVariantCaps).toBe('small-caps');
    expect(smallCaps.fontFamily).toBe(family('proportional-sans-serif'));
    const families = CAPTION_FONTS.filter((font) => font !== 'small-capitals').map(family);
    expect(new Set(families).size).toBe(families.length);
  });

  it.each(CAPTION_SCALES)('sets scale %d as em of the caption area', (scale) => {
    expect(captionCss(style({ scale })).text.fontSize).toBe(`${scale}em`);
  });

  it.each([
    ['white', '255 255 255'],
    ['black', '0 0 0'],
    ['red', '255 0 0'],
    ['green', '0 255 0'],
    ['blue', '0 0 255'],
    ['yellow', '255 255 0'],
    ['magenta', '255 0 255'],
    ['cyan', '0 255 255'],
  ] as const)('draws %s text, background and window as rgb(%s)', (color, rgb) => {
    const css = captionCss(
      style({ textColor: color, backgroundColor: color, windowColor: color, windowOpacity: 'opaque' }),
    );
    expect(css.text.color).toBe(`rgb(${rgb} / 1)`);
    expect(css.text.backgroundColor).toBe(`rgb(${rgb} / 1)`);
    expect(css.window.backgroundColor).toBe(`rgb(${rgb} / 1)`);
  });

  it.each([
    ['opaque', 1],
    ['semi-transparent', 0.5],
    ['transparent', 0],
  ] as const)('gives %s background and window the alpha %d', (opacity, alpha) => {
    const css = captionCss(style({ backgroundOpacity: opacity, windowOpacity: opacity }));
    expect(css.text.backgroundColor).toBe(`rgb(0 0 0 / ${alpha})`);
    expect(css.window.backgroundColor).toBe(`rgb(0 0 0 / ${alpha})`);
  });

  it('makes semi-transparent text half opaque, its edge too', () => {
    const text = captionCss(style({ textOpacity: 'semi-transparent', edge: 'drop-shadow' })).text;
    expect(text.color).toBe('rgb(255 255 255 / 0.5)');
    expect(text.textShadow).toBe('0.08em 0.08em 0.12em rgb(0 0 0 / 0.5)');
  });

  it('draws every edge style differently, in em so it grows with the text', () => {
    const shadows = CAPTION_EDGES.map((edge) => captionCss(style({ edge })).text.textShadow);
    expect(shadows[0]).toBe('none');
    expect(new Set(shadows).size).toBe(CAPTION_EDGES.length);
    for (const shadow of shadows.slice(1)) expect(shadow).toMatch(/em/);
    expect(shadows.slice(1).join()).not.toMatch(/px/);
  });

  it('lights raised and depressed edges from opposite sides', () => {
    const raised = captionCss(style({ edge: 'raised' })).text.textShadow;
    const depressed = captionCss(style({ edge: 'depressed' })).text.textShadow;
    expect(raised).toBe('-0.06em -0.06em 0 rgb(255 255 255 / 0.6), 0.06em 0.06em 0 rgb(0 0 0 / 1)');
    expect(depressed).toBe('-0.06em -0.06em 0 rgb(0 0 0 / 1), 0.06em 0.06em 0 rgb(255 255 255 / 0.6)');
  });

  it('outlines uniformly on all eight sides', () => {
    const uniform = String(captionCss(style({ edge: 'uniform' })).text.textShadow);
    expect(uniform.split(', ')).toHaveLength(8);
    expect(uniform).not.toMatch(/255/);
  });

  it('edges black text in white, where a black edge would vanish', () => {
    const text = captionCss(style({ textColor: 'black', backgroundColor: 'white', edge: 'uniform' })).text;
    expect(text.textShadow).toMatch(/rgb\(255 255 255 \/ 1\)/);
    expect(text.textShadow).not.toMatch(/rgb\(0 0 0/);
  });
});
