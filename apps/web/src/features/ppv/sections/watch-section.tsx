import { PPV_LABELS } from '@stat/contracts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

export function WatchSection({ state }: PpvSectionProps) {
  const text = state.state === 'live' ? PPV_LABELS.watchLive : state.state === 'sunset' ? PPV_LABELS.watchOver : PPV_LABELS.watchReplay;
  return (
    <section className={styles.section} aria-labelledby="ppv-watch">
      <h2 className={styles.sectionHeading} id="ppv-watch">
        {state.pages.event.isLive ? PPV_LABELS.liveNow : state.pages.event.dateLine}
      </h2>
      <p>{text}</p>
    </section>
  );
}
