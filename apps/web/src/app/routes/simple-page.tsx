import type { ReactNode } from 'react';
import styles from '../layout/page.module.css';

interface SimplePageProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A page of the app's own: its heading, an optional lead paragraph and content. */
export function SimplePage({ title, lead, children }: SimplePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
