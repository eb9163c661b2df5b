import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionsSchema } from '@stat/contracts';
import type { CollectionSummary } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';

/** GET collections: the curated lists of the Collections page (other kinds, if any, are left out). */
export async function getCuratedLists(): Promise<CollectionSummary[]> {
  const { collections } = collectionsSchema.parse(await api.get('collections'));
  return collections.filter((collection) => collection.kind === 'curated');
}

export const curatedListsQuery = () =>
  queryOptions({ queryKey: collectionKeys.curated(), queryFn: getCuratedLists, staleTime: 10 * 60_000 });

export function useCuratedLists() {
  return useQuery(curatedListsQuery());
}
