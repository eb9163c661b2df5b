import { PLAYER_LABELS, titleRatingLabel, type TitleRating } from '@stat/contracts';
import styles from './overlays.module.css';

/** At the start of a play: the rating and the advisories (streaming spec section 4). */
export function StartCard({ rating, advisories }: { rating: TitleRating; advisories: readonly string[] }) {
  return (
    <div className={styles.startCard}>
      <p className={styles.rating}>{PLAYER_LABELS.rated(titleRatingLabel(rating))}</p>
      {advisories.length > 0 && <p className={styles.advisories}>{advisories.join(' · ')}</p>}
    </div>
  );
}
