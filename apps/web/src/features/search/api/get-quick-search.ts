import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FIND_LABELS, quickSearchSchema, type SearchResult } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './search-queries.ts';

/**
 * GET search/quick/{text}: at most QUICK_SEARCH_LIMIT suggestions. A failure is a plain Error, so
 * typing on never brings up the generic error modal; the field just offers no suggestions.
 */
export async function getQuickSearch(text: string): Promise<SearchResult[]> {
  let answer: unknown;
  try {
    answer = await api.get(`search/quick/${encodeURIComponent(text)}`);
  } catch (error) {
    throw new Error(FIND_LABELS.search.failed, { cause: error });
  }
  return quickSearchSchema.parse(answer).results;
}

export const quickSearchQuery = (text: string) =>
  queryOptions({ queryKey: searchKeys.quick(text), queryFn: () => getQuickSearch(text), staleTime: 60_000 });

/**
 * The suggestions for a gated text (see quickSearchText); null asks for nothing and shows none.
 * The previous suggestions stay while the next ones load, so the list does not flicker.
 */
export function useQuickSearch(text: string | null) {
  return useQuery({
    ...quickSearchQuery(text ?? ''),
    enabled: text !== null,
    placeholderData: (previous) => (text === null ? undefined : keepPreviousData(previous)),
  });
}
