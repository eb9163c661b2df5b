import { useMutation } from '@tanstack/react-query';
import type { DeleteUserAnswer, DeleteUserRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** DELETE user: the account deleted (on ott, with its password confirmed again). */
export async function deleteAccount(request: DeleteUserRequest): Promise<DeleteUserAnswer> {
  return parseAnswer(api.delete('user', request), import('@stat/contracts/account-data-schemas'), (s) => s.deleteUserSchema);
}

/** The dialog shows a refusal (a wrong password) itself, so the result is a value, not a rejection. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (request: DeleteUserRequest) => asResult(deleteAccount(request)) });
}
