import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PpvState } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { useHydrating } from '../../../lib/use-hydrating.ts';
import { ppvStateSuppressed } from '../ppv-automation.ts';
import { ppvRefreshOptions } from '../ppv-refresh.ts';
import { ppvKeys } from './ppv-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

export async function getPpvState(): Promise<PpvState> {
  return parseAnswer(api.get('ppv/state'), import('@stat/contracts/ppv-schemas'), (s) => s.ppvStateSchema);
}

// Refreshed and retried by the spec's rule (ppv-refresh.ts); fresh until the next change, so a
// remount or a focus does not fetch it again.
export const ppvStateQuery = () =>
  queryOptions({
    queryKey: ppvKeys.state(),
    queryFn: getPpvState,
    ...ppvRefreshOptions,
    staleTime: (query) => (query.state.data ? query.state.data.expiresIn * 1000 : 0),
  });

/**
 * Whether automation suppresses the state (its config is in the browser's storage): never on the
 * server and while hydrating, which draw the page with the state every viewer gets; the
 * browser's answer after, when automation (a test run) takes it away again.
 */
function usePpvStateSuppressed(): boolean {
  return !useHydrating() && ppvStateSuppressed();
}

export interface PpvStateStatus {
  /** Undefined while loading, after errors, and when suppressed. */
  state: PpvState | undefined;
  /** The state could not be had. */
  failed: boolean;
  /** Automation suppresses it (the page has nothing to show). */
  off: boolean;
}

/**
 * The event's state, refreshed when it expires. The server renders every page with it (its
 * banner on home, an incident's), so nothing moves when the page hydrates. Where the state is
 * the page's own content (`required`: the event page, the readiness check), automation cannot
 * take it away.
 */
export function usePpvStateStatus({ required = false }: { required?: boolean } = {}): PpvStateStatus {
  const suppressedHere = usePpvStateSuppressed();
  const suppressed = !required && suppressedHere;
  const query = useQuery({ ...ppvStateQuery(), enabled: !suppressed });
  const state = suppressed ? undefined : query.data;
  return { state, failed: query.isError && !state, off: suppressed };
}

/** The event's state, refreshed when it expires; undefined while loading, after errors, or when automation suppresses it. */
export function usePpvState(): PpvState | undefined {
  return usePpvStateStatus().state;
}
