import { queryOptions, useQuery } from '@tanstack/react-query';
import { ppvEventSchema, type PpvEvent } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvKeys } from './ppv-queries.ts';

export async function getPpvEvent(): Promise<PpvEvent> {
  return ppvEventSchema.parse(await api.get('ppv/event'));
}

export const ppvEventQuery = () => queryOptions({ queryKey: ppvKeys.event(), queryFn: getPpvEvent, staleTime: 60_000 });

export function usePpvEvent() {
  return useQuery(ppvEventQuery());
}
