import type { Ref } from 'react';
import styles from './description-list.module.css';

/** A label and its value; a missing value shows as a dash. */
export type DescriptionRow = readonly [label: string, value: string | null];

interface DescriptionListProps {
  rows: readonly DescriptionRow[];
  ref?: Ref<HTMLDListElement>;
  /** -1 to let the page move the focus here (new details shown in place of the button that asked). */
  tabIndex?: number;
}

/** Labels and their values in two columns, as Settings shows an account. */
export function DescriptionList({ rows, ref, tabIndex }: DescriptionListProps) {
  return (
    <dl ref={ref} tabIndex={tabIndex} className={styles.list}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
