import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@stat/contracts';
import { openErrorModal } from '../components/modal/modal-store.ts';
import { startupKeys } from '../features/startup/api/startup-queries.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * "A user error in state opens the generic modal": any failed query or mutation but loggedOut.
 * loggedOut means the session ended elsewhere (a password reset, Remove All Devices): the user is
 * fetched again, comes back null, and signed-out detection takes the viewer to the signed-out
 * landing at once rather than at the next focus after a minute.
 */
function onQueryOrMutationError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.code === ERROR_CODES.sessionLoggedOut) void queryClient.invalidateQueries({ queryKey: startupKeys.user() });
  else openErrorModal(error);
}

/** The app's one query client; route loaders read the start-up data from it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onQueryOrMutationError }),
  mutationCache: new MutationCache({ onError: onQueryOrMutationError }),
  defaultOptions: {
    // The wrapper's errors are final answers (server said no, or the network is down).
    queries: { retry: 1 },
  },
});
