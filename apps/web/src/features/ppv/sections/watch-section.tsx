import { PPV_LABELS } from '@stat/contracts';
import { ppvPlayOf } from '../ppv-play.ts';
import { PpvPlayNote } from '../ppv-play-note.tsx';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

/**
 * Where a buyer watches: the channel while the event is live, the replay after it until the
 * sunset (ppv-play.ts). Whether this viewer may is the server's (can-play): a refusal names its
 * reason and fix before any button (a viewer who has not bought is led to the purchase section,
 * with the price, as the player leads them).
 */
export function WatchSection({ state, event, viewer }: PpvSectionProps) {
  const play = ppvPlayOf(state.state, event.replayTitleId);
  const text = state.state === 'live' ? PPV_LABELS.watchLive : state.state === 'sunset' ? PPV_LABELS.watchOver : PPV_LABELS.watchReplay;
  return (
    <section className={styles.section} aria-labelledby="ppv-watch">
      <h2 className={styles.sectionHeading} id="ppv-watch">
        {state.pages.event.isLive ? PPV_LABELS.liveNow : state.pages.event.dateLine}
      </h2>
      <p>{text}</p>
      {play && <PpvPlayNote play={play} viewer={viewer} sections={state.sections} />}
    </section>
  );
}
