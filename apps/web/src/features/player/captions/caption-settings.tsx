import { CAPTION_LABELS, PLAYER_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';
import {
  CAPTION_COLORS,
  CAPTION_EDGES,
  CAPTION_FONTS,
  CAPTION_OPACITIES,
  CAPTION_SCALES,
  CAPTION_TEXT_OPACITIES,
  captionStyleSchema,
  type CaptionStyle,
} from './caption-style.ts';
import { CaptionWindow } from './caption-window.tsx';
import styles from './caption-settings.module.css';

const L = CAPTION_LABELS;

type Setting = keyof CaptionStyle;

const colors = CAPTION_COLORS.map((value) => ({ value, label: L.colors[value] }));
const opacities = CAPTION_OPACITIES.map((value) => ({ value, label: L.opacities[value] }));

/** The settings in the order a viewer works through them: the letters, their background, the window. */
const SETTINGS: readonly { key: Setting; options: readonly SelectOption[] }[] = [
  { key: 'font', options: CAPTION_FONTS.map((value) => ({ value, label: L.fonts[value] })) },
  { key: 'scale', options: CAPTION_SCALES.map((value) => ({ value: String(value), label: L.scale(value) })) },
  { key: 'textColor', options: colors },
  { key: 'textOpacity', options: CAPTION_TEXT_OPACITIES.map((value) => ({ value, label: L.opacities[value] })) },
  { key: 'edge', options: CAPTION_EDGES.map((value) => ({ value, label: L.edges[value] })) },
  { key: 'backgroundColor', options: colors },
  { key: 'backgroundOpacity', options: opacities },
  { key: 'windowColor', options: colors },
  { key: 'windowOpacity', options: opacities },
];

const PREVIEW_CUES = [{ id: 'preview', text: L.previewSample }];

export interface CaptionSettingsProps {
  /** The style chosen: the panel is controlled, its choices come back through `onChange`. */
  value: CaptionStyle;
  onChange: (style: CaptionStyle) => void;
  onReset: () => void;
}

/**
 * The caption style panel of the player's settings (47 CFR 79.103(c)): one native select per
 * setting, a preview drawn exactly as the caption layer draws, and a reset to the defaults.
 */
export function CaptionSettings({ value: style, onChange, onReset }: CaptionSettingsProps) {
  const chosen = (setting: Setting) =>
    SETTINGS.find(({ key }) => key === setting)?.options.find((o) => o.value === String(style[setting]))?.label ?? '';
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>{PLAYER_LABELS.captionStyle}</legend>
      {/*
       * The preview shows the viewer's own colours, which may be of low contrast on purpose: it
       * is a picture of the captions to come, not content (WCAG 1.4.3 exempts it). `inert` says
       * so to browsers, assistive technology and axe alike; screen readers get the summary below
       * instead, which names the chosen options.
       */}
      <div className={styles.preview} inert>
        <CaptionWindow cues={PREVIEW_CUES} captionStyle={style} />
      </div>
      <p className="visually-hidden">{L.previewSummary(chosen)}</p>
      <div className={styles.settings}>
        {SETTINGS.map(({ key, options }) => (
          <Select
            key={key}
            name={key}
            label={L.settings[key]}
            className={styles.setting}
            options={options}
            value={String(style[key])}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(captionStyleSchema.parse({ ...style, [key]: key === 'scale' ? Number(value) : value }));
            }}
          />
        ))}
      </div>
      <Button variant="secondary" className={styles.reset} onClick={onReset}>
        {L.reset}
      </Button>
    </fieldset>
  );
}
