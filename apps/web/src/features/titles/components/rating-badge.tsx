import { titleRatingLabel } from '@stat/contracts';
import type { TitleRating } from '@stat/contracts';
import styles from './rating-badge.module.css';

/** A title's rating as a small outlined badge: "TV-MA", "PG-13". */
export function RatingBadge({ rating }: { rating: TitleRating }) {
  return <span className={styles.badge}>{titleRatingLabel(rating)}</span>;
}
