import { TITLE_LABELS } from '@stat/contracts';
import styles from './watch-progress.module.css';

/** How much of a title the viewer has watched, as a thin bar with its percentage for screen readers. */
export function WatchProgress({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  const value = Math.min(100, Math.round(percent));
  return (
    <div
      className={[styles.track, className].filter(Boolean).join(' ')}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={TITLE_LABELS.percentWatched(value)}
    >
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}
