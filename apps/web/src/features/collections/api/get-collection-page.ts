import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CollectionId, CollectionPage } from '@stat/contracts';
import { nextPageParam } from '../../../components/catalogue/paging.ts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';
import { orNotFound } from '../../../lib/or-not-found.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET titles/collections/{id}/page/{n}: one page of a collection's titles; null when there is no such collection. */
export function getCollectionPage(id: CollectionId, page: number): Promise<CollectionPage | null> {
  return orNotFound(async () => parseAnswer(
    api.get(`titles/collections/${id}/page/${page}`),
    import('@stat/contracts/catalogue-schemas'),
    (s) => s.collectionPageSchema,
  ));
}

/** Pages append until pageCount (streaming spec section 4). */
export const collectionPagesQuery = (id: CollectionId) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.titles(id),
    queryFn: ({ pageParam }) => getCollectionPage(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage: CollectionPage | null) => (lastPage ? nextPageParam(lastPage) : undefined),
    staleTime: 5 * 60_000,
  });

export function useCollectionPages(id: CollectionId) {
  return useInfiniteQuery(collectionPagesQuery(id));
}
