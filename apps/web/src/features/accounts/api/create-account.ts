import { useMutation } from '@tanstack/react-query';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import type { CreateAccountRequest, User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { getUserExists } from './get-user-exists.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST ott/user: creates the account and starts its session; the answer is the new user. */
export async function createAccount(request: CreateAccountRequest): Promise<User> {
  return parseAnswer(api.post('ott/user', request), import('@stat/contracts/user-schemas'), (s) => s.userSchema);
}

export type CreateAccountOutcome =
  | { kind: 'created'; user: User }
  /** The e-mail has an account: the 'User Exists' modal shows this server message. */
  | { kind: 'exists'; message: string }
  | { kind: 'failed'; error: ApiError };

/**
 * Account creation as the spec orders it: first whether the e-mail exists, then POST ott/user.
 * The server's own 409 (an account made in between) ends the same way as the check. Errors are
 * an outcome, not a rejection: the form shows them on its fields.
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async (request: CreateAccountRequest): Promise<CreateAccountOutcome> => {
      const exists = await asResult(getUserExists(request.email));
      if (!exists.ok) return { kind: 'failed', error: exists.error };
      if (exists.value) return { kind: 'exists', message: API_MESSAGES.userExists };
      const created = await asResult(createAccount(request));
      if (created.ok) return { kind: 'created', user: created.value };
      if (created.error.code === ERROR_CODES.userExists) return { kind: 'exists', message: created.error.body };
      return { kind: 'failed', error: created.error };
    },
  });
}
