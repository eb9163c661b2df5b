/**
 * User-facing texts of the caption style settings (streaming spec sections 4 and 9; the FCC's
 * display settings of 47 CFR 79.103(c)). The option keys are the web app's caption style values.
 * The panel's name is the player's, PLAYER_LABELS.captionStyle.
 */
const CAPTION_SETTING_NAMES = {
  font: 'Font',
  scale: 'Size',
  textColor: 'Text color',
  textOpacity: 'Text opacity',
  backgroundColor: 'Background color',
  backgroundOpacity: 'Background opacity',
  edge: 'Character edge',
  windowColor: 'Window color',
  windowOpacity: 'Window opacity',
} as const;

export const CAPTION_LABELS = {
  settings: CAPTION_SETTING_NAMES,
  fonts: {
    default: 'Default',
    'monospaced-serif': 'Monospaced serif',
    'proportional-serif': 'Proportional serif',
    'monospaced-sans-serif': 'Monospaced sans serif',
    'proportional-sans-serif': 'Proportional sans serif',
    casual: 'Casual',
    cursive: 'Cursive',
    'small-capitals': 'Small capitals',
  },
  /** A size as a share of the default, e.g. "150%". */
  scale: (scale: number) => `${Math.round(scale * 100)}%`,
  colors: {
    white: 'White',
    black: 'Black',
    red: 'Red',
    green: 'Green',
    blue: 'Blue',
    yellow: 'Yellow',
    magenta: 'Magenta',
    cyan: 'Cyan',
  },
  opacities: { opaque: 'Opaque', 'semi-transparent': 'Semi-transparent', transparent: 'Transparent' },
  edges: { none: 'None', raised: 'Raised', depressed: 'Depressed', uniform: 'Uniform', 'drop-shadow': 'Drop shadow' },
  previewSample: 'Captions will look like this.',
  /** What the preview shows, for screen readers; `chosen` gives the label of a setting's option. */
  previewSummary: (chosen: (setting: keyof typeof CAPTION_SETTING_NAMES) => string) =>
    `Preview: text ${chosen('textColor')}, ${chosen('textOpacity')}; ` +
    `background ${chosen('backgroundColor')}, ${chosen('backgroundOpacity')}; font ${chosen('font')}; ` +
    `size ${chosen('scale')}; edge ${chosen('edge')}; window ${chosen('windowColor')}, ${chosen('windowOpacity')}.`,
  reset: 'Reset to defaults',
} as const;
