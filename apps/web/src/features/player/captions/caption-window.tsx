import type { CaptionCue } from './caption-cue.ts';
import { captionCss, type CaptionStyle } from './caption-style.ts';
import { useCssProperties, type CssProperties } from '../../../lib/use-css-properties.ts';
import styles from './caption-window.module.css';

interface CaptionWindowProps {
  cues: readonly Pick<CaptionCue, 'id' | 'text'>[];
  captionStyle: CaptionStyle;
}

/**
 * Caption lines drawn in the viewer's style: the one drawing of both the caption layer and the
 * settings preview, so the preview shows exactly what the layer will. Its base size comes from
 * the nearest size container (see the stylesheet). The style is set through the CSSOM, not a
 * style attribute: Settings renders the preview on the server, under a CSP without inline styles.
 */
export function CaptionWindow({ cues, captionStyle }: CaptionWindowProps) {
  const css = captionCss(captionStyle);
  const windowRef = useCssProperties<HTMLDivElement>(css.window);
  return (
    <div ref={windowRef} className={styles.window}>
      {cues.map((cue) => (
        <p key={cue.id} className={styles.cue}>
          <CaptionText text={cue.text} css={css.text} />
        </p>
      ))}
    </div>
  );
}

function CaptionText({ text, css }: { text: string; css: CssProperties }) {
  const ref = useCssProperties<HTMLSpanElement>(css);
  return (
    <span ref={ref} className={styles.text}>
      {text}
    </span>
  );
}
