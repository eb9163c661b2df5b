import { PPV_LABELS } from '@stat/contracts';
import { PpvFightCard } from '../ppv-fight-card.tsx';
import type { PpvSectionProps } from './ppv-section-props.ts';
import styles from '../ppv.module.css';

export function EventCardSection({ event }: PpvSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="ppv-event-card">
      <h2 className={styles.sectionHeading} id="ppv-event-card">
        {event.name}
        {event.doubleHeader && <span className={styles.chip}>{PPV_LABELS.doubleHeader}</span>}
      </h2>
      <div className={styles.cards}>
        <PpvFightCard card={event.mainfightcard} />
        <PpvFightCard card={event.prelimfightcard} />
      </div>
    </section>
  );
}
