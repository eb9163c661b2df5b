import { SETTINGS_MIGRATION_LABELS } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import { useMigrationPreview } from './api/get-migration-preview.ts';
import { CarryOver } from './carry-over.tsx';
import { MigrationForm } from './migration-form.tsx';
import styles from './migration.module.css';

/**
 * What carries over (GET user/migrate), then the move. A failed preview leaves the generic
 * modal (the query client's rule): nothing moves without the viewer seeing what will.
 */
export function MigrationOverview() {
  const preview = useMigrationPreview();
  if (preview.isPending) return <Loader />;
  if (!preview.data) return null;
  const { migratedTo, email } = preview.data;
  return (
    <>
      {migratedTo && <p className={styles.migrated}>{SETTINGS_MIGRATION_LABELS.alreadyMigrated(migratedTo)}</p>}
      <CarryOver preview={preview.data} />
      <MigrationForm defaultEmail={migratedTo ?? email ?? ''} />
    </>
  );
}
