import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PpvSchedule } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvRefreshOptions } from '../ppv-refresh.ts';
import { ppvKeys } from './ppv-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

export async function getPpvSchedule(): Promise<PpvSchedule> {
  return parseAnswer(api.get('ppv/schedule'), import('@stat/contracts/ppv-schemas'), (s) => s.ppvScheduleSchema);
}

/** Refreshed like the state (streaming spec section 8: the same retry rule). */
export const ppvScheduleQuery = () =>
  queryOptions({ queryKey: ppvKeys.schedule(), queryFn: getPpvSchedule, ...ppvRefreshOptions });

export function usePpvSchedule() {
  return useQuery(ppvScheduleQuery());
}
