import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionPage } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET titles/collections/free/page/1: the free full episodes (the spec asks for the first page only). */
export async function getFreeEpisodes(): Promise<CollectionPage> {
  return parseAnswer(api.get('titles/collections/free/page/1'), import('@stat/contracts/catalogue-schemas'), (s) => s.collectionPageSchema);
}

export const freeEpisodesQuery = () => queryOptions({ queryKey: collectionKeys.free(), queryFn: getFreeEpisodes, staleTime: 10 * 60_000 });

export function useFreeEpisodes() {
  return useQuery(freeEpisodesQuery());
}
