import { Link } from 'react-router';
import { TITLE_LABELS } from '@stat/contracts';
import styles from './season-picker.module.css';

interface SeasonPickerProps {
  seasons: readonly number[];
  selected: number;
  /** The address of a season (the page's path with `?season=`). */
  seasonHref: (season: number) => string;
}

/**
 * The seasons as a row of links: each one is an address (`?season=2`), so a season can be
 * shared and reloaded; it replaces the history entry and keeps the scroll position.
 */
export function SeasonPicker({ seasons, selected, seasonHref }: SeasonPickerProps) {
  if (seasons.length < 2) return null;
  return (
    <nav aria-label={TITLE_LABELS.seasonPicker} className={styles.picker}>
      <ul role="list" className={styles.list}>
        {seasons.map((season) => (
          <li key={season}>
            <Link
              to={seasonHref(season)}
              replace
              preventScrollReset
              className={styles.season}
              aria-current={season === selected ? 'true' : undefined}
            >
              {TITLE_LABELS.season(season)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
