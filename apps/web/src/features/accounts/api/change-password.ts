import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordRequestSchema } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { accountKeys } from './account-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

type PasswordChange = z.input<typeof changePasswordRequestSchema>;

/** POST cbs/okta/password: changes the password, the current one required. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await parseAnswer(api.post('cbs/okta/password', change), import('@stat/contracts/server-api-schemas'), (s) => s.emptyObjectSchema);
}

/** The profile says when the password last changed, so it is fetched again after a change. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => asResult(changePassword(change)),
    onSuccess: (result) => (result.ok ? queryClient.invalidateQueries({ queryKey: accountKeys.profile() }) : undefined),
  });
}
