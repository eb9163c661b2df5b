import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@stat/contracts';
import type { User } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { startupKeys } from './startup-queries.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user, with the signed-out answer turned into `null` (streaming spec section 8). */
export async function getUser(): Promise<User | null> {
  try {
    return await parseAnswer(api.get('user'), import('@stat/contracts/user-schemas'), (s) => s.userSchema);
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.sessionLoggedOut) return null;
    throw error;
  }
}

// The user is refetched when the window regains focus after a minute, so a session that ended
// elsewhere is noticed (signed-out detection).
export const userQuery = () => queryOptions({ queryKey: startupKeys.user(), queryFn: getUser, staleTime: 60_000 });

/** The signed-in user, or null when signed out. The cache holds it before the app mounts. */
export function useUser(): User | null {
  return useSuspenseQuery(userQuery()).data;
}
