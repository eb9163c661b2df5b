import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PpvEvent } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvKeys } from './ppv-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

export async function getPpvEvent(): Promise<PpvEvent> {
  return parseAnswer(api.get('ppv/event'), import('@stat/contracts/ppv-schemas'), (s) => s.ppvEventSchema);
}

export const ppvEventQuery = () => queryOptions({ queryKey: ppvKeys.event(), queryFn: getPpvEvent, staleTime: 60_000 });

export function usePpvEvent() {
  return useQuery(ppvEventQuery());
}
