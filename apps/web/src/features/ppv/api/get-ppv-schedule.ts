import { queryOptions, useQuery } from '@tanstack/react-query';
import { ppvScheduleSchema, type PpvSchedule } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvRefreshOptions } from '../ppv-refresh.ts';
import { ppvKeys } from './ppv-queries.ts';

export async function getPpvSchedule(): Promise<PpvSchedule> {
  return ppvScheduleSchema.parse(await api.get('ppv/schedule'));
}

/** Refreshed like the state (streaming spec section 8: the same retry rule). */
export const ppvScheduleQuery = () =>
  queryOptions({ queryKey: ppvKeys.schedule(), queryFn: getPpvSchedule, ...ppvRefreshOptions });

export function usePpvSchedule() {
  return useQuery(ppvScheduleQuery());
}
