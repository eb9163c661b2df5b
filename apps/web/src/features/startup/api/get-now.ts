import { queryOptions } from '@tanstack/react-query';
import { nowSchema, type Now } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { startupKeys } from './startup-queries.ts';

/** GET now: the server clock, variant and app version. */
export async function getNow(): Promise<Now> {
  return nowSchema.parse(await api.get('now'));
}

export const nowQuery = () => queryOptions({ queryKey: startupKeys.now(), queryFn: getNow, staleTime: Infinity });
