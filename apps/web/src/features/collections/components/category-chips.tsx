import { Link } from 'react-router';
import styles from './category-chips.module.css';

export interface Chip {
  key: string | number;
  label: string;
  to: string;
  current: boolean;
}

/** Sub-categories as a row of links, the current one marked (aria-current); scrolls sideways on phones. */
export function CategoryChips({ label, chips }: { label: string; chips: readonly Chip[] }) {
  if (chips.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul role="list" className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.to} className={styles.chip} aria-current={chip.current ? 'page' : undefined}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
