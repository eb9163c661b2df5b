import { useId } from 'react';
import { useFlag } from '../../lib/use-flag.ts';
import { useMigrationFaq } from './api/get-migration-faq.ts';
import styles from './migration.module.css';

/** The migration FAQ (GET migration/faq), while migrationFAQEnabled is on: each answer opens under its question. */
export function MigrationFaq() {
  const enabled = useFlag('migrationFAQEnabled');
  const faq = useMigrationFaq(enabled);
  const titleId = useId();
  if (!enabled || !faq.data) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {faq.data.headline}
      </h2>
      <div className={styles.faq}>
        {faq.data.items.map((item) => (
          <details key={item.question} className={styles.question}>
            <summary className={styles.summary}>{item.question}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
