import { queryOptions, useQuery } from '@tanstack/react-query';
import { migrationPreviewSchema, type MigrationPreview } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { migrationKeys } from './migration-queries.ts';

/** GET user/migrate: what will carry over to a direct account, before anything moves. */
export async function getMigrationPreview(): Promise<MigrationPreview> {
  return migrationPreviewSchema.parse(await api.get('user/migrate'));
}

export const migrationPreviewQuery = () => queryOptions({ queryKey: migrationKeys.preview(), queryFn: getMigrationPreview });

export function useMigrationPreview() {
  return useQuery(migrationPreviewQuery());
}
