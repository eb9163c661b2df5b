import { PPV_LABELS } from '@stat/contracts';
import { PpvCountdown } from '../ppv-countdown.tsx';
import { PpvHeadline } from '../ppv-headline.tsx';
import { dateLineOf, formatEventTime } from '../ppv-times.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useViewerFormat } from '../../../lib/viewer-format.ts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

export function EventInfoSection({ state }: PpvSectionProps) {
  const page = state.pages.event;
  const now = useNow(60_000);
  const format = useViewerFormat();
  return (
    <section className={styles.hero} aria-labelledby="ppv-event-info">
      <img className={styles.backdrop} src={page.imageUrl} alt="" fetchPriority="high" />
      <div className={styles.heroText}>
        <p className={styles.dateLine}>{dateLineOf(page, now, format)}</p>
        <PpvHeadline page={page} level={1} id="ppv-event-info" />
        <p className={styles.description}>{page.description.long}</p>
        <dl className={styles.times}>
          <div>
            <dt>{PPV_LABELS.doors}</dt>
            <dd>
              <time dateTime={new Date(state.event.doorsAt).toISOString()}>{formatEventTime(state.event.doorsAt, format)}</time>
            </dd>
          </div>
          <div>
            <dt>{PPV_LABELS.mainEvent}</dt>
            <dd>
              <time dateTime={new Date(state.event.mainEventAt).toISOString()}>{formatEventTime(state.event.mainEventAt, format)}</time>
            </dd>
          </div>
        </dl>
        <p className={styles.muted}>{PPV_LABELS.yourTimeZone}</p>
      </div>
      <PpvCountdown target={page.countdownTimestamp} live={page.isLive} />
    </section>
  );
}
