import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionId, MixedCollection } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';
import { orNotFound } from '../../../lib/or-not-found.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET mixed/collections/{id}: a collection's series and titles in order; null when there is no such collection. */
export function getMixedCollection(id: CollectionId): Promise<MixedCollection | null> {
  return orNotFound(async () => parseAnswer(
    api.get(`mixed/collections/${id}`),
    import('@stat/contracts/catalogue-schemas'),
    (s) => s.mixedCollectionSchema,
  ));
}

export const mixedCollectionQuery = (id: CollectionId) =>
  queryOptions({ queryKey: collectionKeys.mixed(id), queryFn: () => getMixedCollection(id), staleTime: 5 * 60_000 });

export function useMixedCollection(id: CollectionId) {
  return useQuery(mixedCollectionQuery(id));
}
