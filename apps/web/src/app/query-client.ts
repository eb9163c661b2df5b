import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@stat/contracts';
import type { ApiError } from '@stat/contracts';
import { openErrorModal } from '../components/modal/modal-store.ts';

function isUserFacingError(error: unknown): error is ApiError {
  if (typeof error !== 'object' || error === null) return false;
  const { code, body } = error as Partial<ApiError>;
  return typeof code === 'string' && typeof body === 'string' && code !== ERROR_CODES.sessionLoggedOut;
}

/** "A user error in state opens the generic modal": any failed query or mutation but loggedOut. */
export function reportUserError(error: unknown): void {
  if (isUserFacingError(error)) openErrorModal(error);
}

/** The app's one query client; route loaders read the start-up data from it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportUserError }),
  mutationCache: new MutationCache({ onError: reportUserError }),
  defaultOptions: {
    // The wrapper's errors are final answers (server said no, or the network is down).
    queries: { retry: 1 },
  },
});
