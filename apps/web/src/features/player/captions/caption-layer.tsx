import type { CaptionCue } from './caption-cue.ts';
import type { CaptionStyle } from './caption-style.ts';
import { activeCues } from './active-cues.ts';
import { CaptionWindow } from './caption-window.tsx';
import styles from './caption-layer.module.css';

export interface CaptionLayerProps {
  cues: readonly CaptionCue[];
  /** Seconds on the presentation's timeline, as the cues' times are. */
  currentTime: number;
  style: CaptionStyle;
  visible: boolean;
  /** The control bar is showing: captions move up above it. */
  controlsShown: boolean;
  /** Language tag of the caption track, so a screen reader or braille display reads it in that language. */
  lang?: string;
}

/**
 * The captions over the video, in the viewer's style, centred near the bottom of the video area.
 * Place it inside the positioned box of the video; it fills that box and lets clicks through.
 *
 * For screen readers it is neither hidden nor live. Captions are the soundtrack in words for
 * viewers who cannot hear it; a screen reader user hears the soundtrack itself, so a live region
 * would speak every line over the dialogue. Hiding it (aria-hidden) would shut out the viewer who
 * needs both, a deafblind viewer on a braille display, who can read the current line on demand.
 */
export function CaptionLayer({ cues, currentTime, style, visible, controlsShown, lang }: CaptionLayerProps) {
  if (!visible) return null;
  const active = activeCues(cues, currentTime);
  return (
    <div className={styles.layer} lang={lang}>
      <div className={styles.placement} data-lifted={controlsShown || undefined}>
        {active.length > 0 && <CaptionWindow cues={active} captionStyle={style} />}
      </div>
    </div>
  );
}
