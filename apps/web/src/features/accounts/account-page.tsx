import type { ReactNode } from 'react';
import styles from './accounts.module.css';

interface AccountPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the signed-out account pages (Create Account, password reset): one card, centred. */
export function AccountPage({ title, lead, children }: AccountPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
