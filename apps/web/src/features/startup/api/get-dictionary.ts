import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Dictionary } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { startupKeys } from './startup-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET dictionary: links, legal texts, providers and labels. */
export async function getDictionary(): Promise<Dictionary> {
  return parseAnswer(api.get('dictionary'), import('@stat/contracts/dictionary-schemas'), (s) => s.dictionarySchema);
}

export const dictionaryQuery = () =>
  queryOptions({ queryKey: startupKeys.dictionary(), queryFn: getDictionary, staleTime: Infinity });

export function useDictionary(): Dictionary {
  return useSuspenseQuery(dictionaryQuery()).data;
}
