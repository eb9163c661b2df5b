import { queryOptions } from '@tanstack/react-query';
import type { Now } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { startupKeys } from './startup-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET now: the server clock, variant and app version. */
export async function getNow(): Promise<Now> {
  return parseAnswer(api.get('now'), import('@stat/contracts/now'), (s) => s.nowSchema);
}

export const nowQuery = () => queryOptions({ queryKey: startupKeys.now(), queryFn: getNow, staleTime: Infinity });
