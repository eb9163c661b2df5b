import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@stat/contracts';
import { openErrorModal } from '../components/modal/modal-store.ts';
import { startupKeys } from '../features/startup/api/startup-queries.ts';
import { ApiError } from '../lib/api-error.ts';

/** What a query or mutation tells the cache-level handlers about itself. */
interface CallMeta extends Record<string, unknown> {
  /**
   * The feature shows this call's failure where it happened (a section's "Try Again", a dialog
   * that falls back to the card fields): the generic modal over it would say it twice.
   */
  errorShownInPlace?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * "A user error in state opens the generic modal": any failed query or mutation but loggedOut,
 * unless the call shows its failure in place (`meta.errorShownInPlace`).
 * loggedOut means the session ended elsewhere (a password reset, Remove All Devices): the user is
 * fetched again, comes back null, and signed-out detection takes the viewer to the signed-out
 * landing at once rather than at the next focus after a minute.
 */
function onQueryOrMutationError(error: unknown, meta: CallMeta | undefined): void {
  if (!(error instanceof ApiError)) return;
  if (error.code === ERROR_CODES.sessionLoggedOut) void queryClient.invalidateQueries({ queryKey: startupKeys.user() });
  else if (!meta?.errorShownInPlace) openErrorModal(error);
}

/**
 * How long the data the server rendered into the document stays fresh in the browser: long
 * enough that the components hydrating it do not fetch it again, short enough that a page
 * opened later fetches as it always did (staleTime 0 otherwise).
 */
export const DOCUMENT_DATA_FRESH_MS = 30_000;
const fromDocument = new Set<string>();

/** Marks queries as the document's: fresh for DOCUMENT_DATA_FRESH_MS from now. */
export function markFromDocument(queryHashes: readonly string[]): void {
  for (const hash of queryHashes) fromDocument.add(hash);
  setTimeout(() => {
    for (const hash of queryHashes) fromDocument.delete(hash);
  }, DOCUMENT_DATA_FRESH_MS);
}

/** The browser's one query client; route loaders read the start-up data from it. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onQueryOrMutationError(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onQueryOrMutationError(error, mutation.meta) }),
  defaultOptions: {
    queries: {
      // The wrapper's errors are final answers (server said no, or the network is down).
      retry: 1,
      staleTime: (query) => (fromDocument.has(query.queryHash) ? DOCUMENT_DATA_FRESH_MS : 0),
    },
  },
});
