import { useMutation } from '@tanstack/react-query';
import type { RegisterUserRequest, User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-result.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user: Complete Your Profile; the answer is the registered user. */
export async function registerUser(request: RegisterUserRequest): Promise<User> {
  return parseAnswer(api.post('user', request), import('@stat/contracts/user-schemas'), (s) => s.userSchema);
}

export type RegisterUserResult = { ok: true; user: User } | { ok: false; error: ApiError };

/**
 * The registration call as a mutation whose API errors are a result, not a rejection: the form
 * shows them (user name taken on its field, the rest at the top), so the app's "user error opens
 * the generic modal" rule must not fire for them.
 */
export function useRegisterUser() {
  return useMutation({
    mutationFn: async (request: RegisterUserRequest): Promise<RegisterUserResult> => {
      try {
        return { ok: true, user: await registerUser(request) };
      } catch (error) {
        // An answer that is not a user is a broken answer: the client's generic error.
        return { ok: false, error: toApiError(error) };
      }
    },
  });
}
