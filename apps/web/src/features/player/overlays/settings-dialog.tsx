import type { ReactNode } from 'react';
import { PLAYER_LABELS } from '@stat/contracts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { AudioOption, QualityOption } from '../engine/shaka-engine.ts';
import styles from './overlays.module.css';

const OFF = 'off';
const AUTO = 'auto';
const languageName = (language: string) => PLAYER_LABELS.languages[language] ?? language;

interface SettingsDialogProps {
  captionLanguages: readonly string[];
  /** The caption language shown, or null when captions are off. */
  captionLanguage: string | null;
  audio: readonly AudioOption[];
  quality: readonly QualityOption[];
  autoQuality: boolean;
  /** The autoplay-next switch, for what has a next title; null hides it. */
  autoplay: boolean | null;
  /** The caption style panel. */
  captionStyle: ReactNode;
  onCaptionLanguage: (language: string | null) => void;
  onAudio: (language: string) => void;
  onQuality: (height: number | null) => void;
  onAutoplay: (on: boolean) => void;
  onClose: () => void;
}

/** The player's settings: captions and their style, audio (SAP), quality and autoplay next. */
export function SettingsDialog(props: SettingsDialogProps) {
  const activeAudio = props.audio.find((option) => option.active)?.language ?? props.audio[0]?.language ?? '';
  const activeQuality = props.autoQuality ? AUTO : String(props.quality.find((option) => option.active)?.height ?? AUTO);
  return (
    <Dialog title={PLAYER_LABELS.settings} onDismiss={props.onClose} closeLabel={PLAYER_LABELS.done} size="large">
      <div className={styles.settings}>
        {props.captionLanguages.length > 0 && (
          <Select
            name="captions"
            label={PLAYER_LABELS.captions}
            value={props.captionLanguage ?? OFF}
            options={[{ value: OFF, label: PLAYER_LABELS.off }, ...props.captionLanguages.map((language) => ({ value: language, label: languageName(language) }))]}
            onChange={(event) => props.onCaptionLanguage(event.currentTarget.value === OFF ? null : event.currentTarget.value)}
          />
        )}
        {props.audio.length > 1 && (
          <Select
            name="audio"
            label={PLAYER_LABELS.audio}
            value={activeAudio}
            options={props.audio.map((option) => ({ value: option.language, label: languageName(option.language) }))}
            onChange={(event) => props.onAudio(event.currentTarget.value)}
          />
        )}
        {props.quality.length > 1 && (
          <Select
            name="quality"
            label={PLAYER_LABELS.quality}
            value={activeQuality}
            options={[
              { value: AUTO, label: PLAYER_LABELS.autoQuality },
              ...props.quality.map((option) => ({ value: String(option.height), label: PLAYER_LABELS.qualityHeight(option.height) })),
            ]}
            onChange={(event) => props.onQuality(event.currentTarget.value === AUTO ? null : Number(event.currentTarget.value))}
          />
        )}
        {props.autoplay !== null && (
          <Checkbox name="autoplay" label={PLAYER_LABELS.autoplayNext} checked={props.autoplay} onChange={(event) => props.onAutoplay(event.currentTarget.checked)} />
        )}
        {/* The style panel is a fieldset named by its own legend. */}
        <div className={styles.styleSection}>{props.captionStyle}</div>
      </div>
    </Dialog>
  );
}
