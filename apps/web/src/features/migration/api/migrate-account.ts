import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MigrateAnswer, MigrateRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult, type ApiResult } from '../../../lib/api-result.ts';
import { migrationKeys } from './migration-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/migrate: creates or links the direct account and copies what carries over. */
export async function migrateAccount(request: MigrateRequest): Promise<MigrateAnswer> {
  return parseAnswer(api.put('user/migrate', request), import('@stat/contracts/migration-schemas'), (s) => s.migrateAnswerSchema);
}

/**
 * The move, with a refusal as an outcome (the form shows it on its field), never a rejection.
 * The preview is refetched after: it then names the account moved to.
 */
export function useMigrateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MigrateRequest): Promise<ApiResult<MigrateAnswer>> => asResult(migrateAccount(request)),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: migrationKeys.preview() });
    },
  });
}
