import { TITLE_LABELS } from '@stat/contracts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import styles from './watch-progress.module.css';

/** How much of a title the viewer has watched, as a thin bar with its percentage for screen readers. */
export function WatchProgress({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  const value = Math.min(100, Math.round(percent));
  return (
    <div className={[styles.track, className].filter(Boolean).join(' ')}>
      <ProgressBar value={value} aria-label={TITLE_LABELS.percentWatched(value)} />
    </div>
  );
}
