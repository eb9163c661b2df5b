import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MigrationFaq } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { migrationKeys } from './migration-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET migration/faq: the questions the migration page answers. */
export async function getMigrationFaq(): Promise<MigrationFaq> {
  return parseAnswer(api.get('migration/faq'), import('@stat/contracts/migration-schemas'), (s) => s.migrationFaqSchema);
}

// The FAQ is seed content: it does not change while the page is open.
export const migrationFaqQuery = () => queryOptions({ queryKey: migrationKeys.faq(), queryFn: getMigrationFaq, staleTime: Infinity });

/** The FAQ, asked for only while `enabled` (the migrationFAQEnabled flag). */
export function useMigrationFaq(enabled: boolean) {
  return useQuery({ ...migrationFaqQuery(), enabled });
}
