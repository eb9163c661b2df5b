import type { ReactNode } from 'react';
import styles from './list-header.module.css';

interface ListHeaderProps {
  /** The h1's id, which the grid takes as its label. */
  headingId: string;
  title: string;
  lead?: string;
  /** A count or other quiet fact beside the title. */
  aside?: string;
  /** Category chips under the heading. */
  children?: ReactNode;
}

/** The top of a list page: its name over a soft glow, a line about it and its sub-categories. */
export function ListHeader({ headingId, title, lead, aside, children }: ListHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {aside && <p className={styles.aside}>{aside}</p>}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
