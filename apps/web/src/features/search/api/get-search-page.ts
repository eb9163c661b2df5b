import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIND_LABELS, QUICK_SEARCH_MIN_LENGTH, type SearchResult } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { failsInPlace } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { searchKeys } from './search-queries.ts';

/** GET search/{term}/page/{n}: one page of ranked results, pages from 1. The page shows a failure in place. */
export async function getSearchPage(term: string, page: number) {
  return parseAnswer(
    failsInPlace(api.get(`search/${encodeURIComponent(term)}/page/${page}`), FIND_LABELS.search.failed),
    import('@stat/contracts/catalogue-schemas'),
    (s) => s.searchPageSchema,
  );
}

/** Pages are appended until pageCount (streaming spec section 4). */
export const searchPagesQuery = (term: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.pages(term),
    queryFn: ({ pageParam }) => getSearchPage(term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

/** The term's results; a term under the API's minimum is not asked for (it has no results). */
export function useSearchPages(term: string) {
  const askable = term.trim().length >= QUICK_SEARCH_MIN_LENGTH;
  const query = useInfiniteQuery({ ...searchPagesQuery(term), enabled: askable });
  // A result that moved between pages while paging (a new title ranked in) is shown once.
  const seen = new Set<string>();
  const results: SearchResult[] = (query.data?.pages.flatMap((page) => page.results) ?? []).filter((result) => {
    const key = `${result.type}:${result.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, isPending: askable && query.isPending, results, total };
}
