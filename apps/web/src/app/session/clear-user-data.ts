import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { startupKeys } from '../../features/startup/api/startup-queries.ts';

/**
 * After sign-out: every query except the public start-up data (now, dictionary) belongs to the
 * user and is dropped, and the user becomes null so the shell shows the signed-out state at once.
 */
export function clearUserData(queryClient: QueryClient): void {
  const user = userQuery().queryKey;
  const [startup] = startupKeys.all;
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] !== startup || queryKey[1] === user[1],
  });
  queryClient.setQueryData(user, null);
}
