import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { dictionarySchema, type Dictionary } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { startupKeys } from './startup-queries.ts';

/** GET dictionary: links, legal texts, providers and labels. */
export async function getDictionary(): Promise<Dictionary> {
  return dictionarySchema.parse(await api.get('dictionary'));
}

export const dictionaryQuery = () =>
  queryOptions({ queryKey: startupKeys.dictionary(), queryFn: getDictionary, staleTime: Infinity });

export function useDictionary(): Dictionary {
  return useSuspenseQuery(dictionaryQuery()).data;
}
