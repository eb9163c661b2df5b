import type { CaptionCue } from './caption-cue.ts';
import { captionCss, type CaptionStyle } from './caption-style.ts';
import styles from './caption-window.module.css';

interface CaptionWindowProps {
  cues: readonly Pick<CaptionCue, 'id' | 'text'>[];
  style: CaptionStyle;
}

/**
 * Caption lines drawn in the viewer's style: the one drawing of both the caption layer and the
 * settings preview, so the preview shows exactly what the layer will. Its base size comes from
 * the nearest size container (see the stylesheet).
 */
export function CaptionWindow({ cues, style }: CaptionWindowProps) {
  const css = captionCss(style);
  return (
    <div className={styles.window} style={css.window}>
      {cues.map((cue) => (
        <p key={cue.id} className={styles.cue}>
          <span className={styles.text} style={css.text}>
            {cue.text}
          </span>
        </p>
      ))}
    </div>
  );
}
