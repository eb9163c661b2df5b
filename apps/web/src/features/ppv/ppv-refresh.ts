import { PPV_MAX_CONSECUTIVE_FAILURES, PPV_REFRESH_CAP_SECONDS, PPV_RETRY_DELAY_MS } from '@stat/contracts';

/** How the last fetch of the state (or the schedule) went. */
export type PpvFetchOutcome = { ok: true; expiresIn: number } | { ok: false; consecutiveFailures: number };

/**
 * When to fetch again (ms), or false to stop (streaming spec sections 8 and 9): after an answer,
 * when its expiresIn runs out, capped at an hour; after an error, in 5 s, until 3 have failed in
 * a row.
 */
export function ppvRefreshDelay(outcome: PpvFetchOutcome): number | false {
  if (outcome.ok) return Math.min(Math.max(outcome.expiresIn, 1), PPV_REFRESH_CAP_SECONDS) * 1000;
  return outcome.consecutiveFailures < PPV_MAX_CONSECUTIVE_FAILURES ? PPV_RETRY_DELAY_MS : false;
}

/**
 * The rule as TanStack Query's options, for the state and the schedule (both carry expiresIn):
 * its retries are the failures in a row (failureCount is 0 at the first), and once they are
 * spent the query is in error and no longer refreshes; an answer refreshes when it expires.
 */
export const ppvRefreshOptions = {
  retry: (failureCount: number) => ppvRefreshDelay({ ok: false, consecutiveFailures: failureCount + 1 }) !== false,
  retryDelay: (failureCount: number) => ppvRefreshDelay({ ok: false, consecutiveFailures: failureCount + 1 }) || 0,
  refetchInterval: (query: { state: { status: string; data: { expiresIn: number } | undefined } }): number | false =>
    query.state.status === 'success' && query.state.data ? ppvRefreshDelay({ ok: true, expiresIn: query.state.data.expiresIn }) : false,
};
