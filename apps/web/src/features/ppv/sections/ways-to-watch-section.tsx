import { PPV_LABELS, PPV_READINESS_LABELS, ppvReadinessWindow } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { href } from '../../../lib/routes.ts';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

export function WaysToWatchSection({ state, event }: PpvSectionProps) {
  const checkOpen = ppvReadinessWindow(state.state) === 'open';
  return (
    <section className={styles.section} aria-labelledby="ppv-ways-to-watch">
      <h2 className={styles.sectionHeading} id="ppv-ways-to-watch">
        {PPV_LABELS.waysToWatch}
      </h2>
      {checkOpen && <p className={styles.muted}>{PPV_READINESS_LABELS.linkLead}</p>}
      <div className={styles.actions}>
        {checkOpen && (
          <Button variant="ppv" to={href('ppvTestYourSetup')}>
            {PPV_READINESS_LABELS.linkFromEvent}
          </Button>
        )}
        <Button variant="secondary" href={event.moreWaysToBuyUrl}>
          {PPV_LABELS.moreWaysToBuy}
        </Button>
      </div>
    </section>
  );
}
