import { LABELS } from '@stat/contracts';
import styles from './skeleton.module.css';

interface SkeletonProps {
  shape: 'landscape' | 'poster';
  /** Placeholder tiles to draw. */
  count?: number;
}

/** A shelf's place held while it loads: a title bar and a row of shimmering tiles. */
export function ShelfSkeleton({ shape, count = 6 }: SkeletonProps) {
  return (
    <div className={styles.shelf} data-shape={shape} aria-busy="true">
      <span className="visually-hidden" role="status">
        {LABELS.loading}
      </span>
      <div className={styles.titleBar} aria-hidden="true" />
      <div className={styles.row} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.tile} />
        ))}
      </div>
    </div>
  );
}

/** A list page's grid held while its first page loads. */
export function GridSkeleton({ shape, count = 12 }: SkeletonProps) {
  return (
    <div className={styles.grid} data-shape={shape} aria-busy="true">
      <span className="visually-hidden" role="status">
        {LABELS.loading}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.tile} aria-hidden="true" />
      ))}
    </div>
  );
}
