import { useId } from 'react';
import { SETTINGS_MIGRATION_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { href } from '../../lib/routes.ts';
import styles from './migration.module.css';

const L = SETTINGS_MIGRATION_LABELS;

/** Settings' way to the migration page (stat): nothing moves from here, it only leads there. */
export function MigrationSettingsSection() {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.title}
      </h2>
      <p className={styles.muted}>{L.settingsLead}</p>
      <Button variant="secondary" to={href('migrate')} className={styles.start}>
        {L.open}
      </Button>
    </section>
  );
}
