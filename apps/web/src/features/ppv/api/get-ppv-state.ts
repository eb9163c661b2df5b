import { queryOptions, useQuery } from '@tanstack/react-query';
import { ppvStateSchema, type PpvState } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { useHydrating } from '../../../lib/use-hydrating.tsx';
import { ppvStateSuppressed } from '../ppv-automation.ts';
import { ppvRefreshOptions } from '../ppv-refresh.ts';
import { ppvKeys } from './ppv-queries.ts';

export async function getPpvState(): Promise<PpvState> {
  return ppvStateSchema.parse(await api.get('ppv/state'));
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
 * Whether automation suppresses the state: null on the server and while hydrating, where neither
 * can tell (the config is in the browser's storage), so both draw the page loading and the
 * browser fetches the state right after; then the browser's answer.
 */
export function usePpvStateSuppressed(): boolean | null {
  return useHydrating() ? null : ppvStateSuppressed();
}

export interface PpvStateStatus {
  /** Undefined while loading, after errors, when suppressed, and while hydrating. */
  state: PpvState | undefined;
  /** The state could not be had. */
  failed: boolean;
  /** Automation suppresses it (the page has nothing to show). */
  off: boolean;
}

/**
 * The event's state, fetched once the browser knows automation does not suppress it. The server
 * does not have it then, so a part hydrated late (its code still loading) draws without it even
 * when it has arrived in the meantime, as the server did; it shows right after. Where the state
 * is the page's own content (`required`: the event page, the readiness check), it is always
 * fetched, by the server too, and the page is rendered with it.
 */
export function usePpvStateStatus({ required = false }: { required?: boolean } = {}): PpvStateStatus {
  const suppressed = usePpvStateSuppressed();
  const query = useQuery({ ...ppvStateQuery(), enabled: required || suppressed === false });
  const state = required || suppressed !== null ? query.data : undefined;
  return { state, failed: query.isError && !state, off: !required && suppressed === true };
}

/** The event's state, refreshed when it expires; undefined while loading, after errors, or when automation suppresses it. */
export function usePpvState(): PpvState | undefined {
  return usePpvStateStatus().state;
}
