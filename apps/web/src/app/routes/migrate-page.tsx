import { SETTINGS_MIGRATION_LABELS } from '@stat/contracts';
import { MigrationFaq } from '../../features/migration/migration-faq.tsx';
import { MigrationOverview } from '../../features/migration/migration-overview.tsx';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/**
 * The migration to a direct (ott) account (issue 26, section 6; stat, signed in): what carries
 * over, the move, and the FAQ while its flag is on. The announcement's button leads here; the
 * move is confirmed by the app-wide settings notification.
 */
export default function MigratePage() {
  return (
    <SimplePage title={routeDef('migrate').title} lead={SETTINGS_MIGRATION_LABELS.lead}>
      <MigrationOverview />
      <MigrationFaq />
    </SimplePage>
  );
}
