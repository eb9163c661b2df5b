import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MigrationPreview } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { migrationKeys } from './migration-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/migrate: what will carry over to a direct account, before anything moves. */
export async function getMigrationPreview(): Promise<MigrationPreview> {
  return parseAnswer(api.get('user/migrate'), import('@stat/contracts/migration-schemas'), (s) => s.migrationPreviewSchema);
}

export const migrationPreviewQuery = () => queryOptions({ queryKey: migrationKeys.preview(), queryFn: getMigrationPreview });

export function useMigrationPreview() {
  return useQuery(migrationPreviewQuery());
}
