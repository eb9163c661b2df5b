import { PPV_LABELS, type PpvFightCard as FightCard } from '@stat/contracts';
import styles from './ppv.module.css';

/** One fight card: its bouts in the card's order, each with its fighters and weight class. */
export function PpvFightCard({ card }: { card: FightCard }) {
  const bouts = [...card.bouts].sort((a, b) => a.order - b.order);
  return (
    <section className={styles.card} aria-labelledby={`card-${card.bouts[0]?.id ?? 'none'}`}>
      <h3 className={styles.cardHeading} id={`card-${card.bouts[0]?.id ?? 'none'}`}>
        {card.headline}
      </h3>
      <p className={styles.muted}>{card.description}</p>
      <ol className={styles.bouts}>
        {bouts.map((bout) => (
          <li key={bout.id} className={styles.bout}>
            <span className={styles.fighter}>{bout.fighters[0]}</span>
            <span className={styles.versus}>vs.</span>
            <span className={styles.fighter}>{bout.fighters[1]}</span>
            <span className={styles.weightClass}>
              {bout.weightClass}
              {bout.titleFight && <span className={styles.titleFight}> · {PPV_LABELS.titleFight}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
