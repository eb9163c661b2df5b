import { queryOptions, useQuery } from '@tanstack/react-query';
import { ppvStateSchema, type PpvState } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
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
 * The state's query, off when automation suppresses it, unless the state is the page's own content
 * (`required`: the event page, the readiness check), which the server renders with it.
 */
export function usePpvStateQuery({ required = false }: { required?: boolean } = {}) {
  return useQuery({ ...ppvStateQuery(), enabled: required || !ppvStateSuppressed() });
}

/** The event's state, refreshed when it expires; undefined while loading, after errors, or when automation suppresses it. */
export function usePpvState(): PpvState | undefined {
  return usePpvStateQuery().data;
}
