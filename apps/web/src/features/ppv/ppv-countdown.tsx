import { PPV_LABELS } from '@stat/contracts';
import { countdownParts } from './ppv-times.ts';
import { useNow } from '../../lib/use-now.ts';
import styles from './ppv.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The countdown to the main event, ticking each second; "Live now" once the event is live. The
 * ticking numbers are hidden from screen readers, which get the time left once, as a label.
 */
export function PpvCountdown({ target, live }: { target: number; live: boolean }) {
  const now = useNow(1_000);
  if (live) return <p className={styles.liveBadge}>{PPV_LABELS.liveNow}</p>;
  const parts = countdownParts(target, now);
  if (!parts) return null;
  const spoken = UNITS.map((unit) => `${parts[unit]} ${PPV_LABELS.countdownUnits[unit]}`).join(', ');
  return (
    <div className={styles.countdown} role="timer" aria-label={`${PPV_LABELS.countdownHeading} ${spoken}`}>
      <p className={styles.countdownHeading} aria-hidden="true">
        {PPV_LABELS.countdownHeading}
      </p>
      <ol className={styles.countdownUnits} aria-hidden="true">
        {UNITS.map((unit) => (
          <li key={unit}>
            <span className={styles.countdownValue}>{String(parts[unit]).padStart(2, '0')}</span>
            <span className={styles.countdownUnit}>{PPV_LABELS.countdownUnits[unit]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
