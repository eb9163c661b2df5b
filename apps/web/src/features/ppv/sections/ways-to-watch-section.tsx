import { PPV_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

export function WaysToWatchSection({ event }: PpvSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="ppv-ways-to-watch">
      <h2 className={styles.sectionHeading} id="ppv-ways-to-watch">
        {PPV_LABELS.waysToWatch}
      </h2>
      <Button variant="secondary" href={event.moreWaysToBuyUrl}>
        {PPV_LABELS.moreWaysToBuy}
      </Button>
    </section>
  );
}
