import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionPageSchema } from '@stat/contracts';
import type { CollectionPage } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';

/** GET titles/collections/free/page/1: the free full episodes (the spec asks for the first page only). */
export async function getFreeEpisodes(): Promise<CollectionPage> {
  return collectionPageSchema.parse(await api.get('titles/collections/free/page/1'));
}

export const freeEpisodesQuery = () => queryOptions({ queryKey: collectionKeys.free(), queryFn: getFreeEpisodes, staleTime: 10 * 60_000 });

export function useFreeEpisodes() {
  return useQuery(freeEpisodesQuery());
}
