import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quickSearchSchema, type SearchResult } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './search-queries.ts';

/** GET search/quick/{text}: at most QUICK_SEARCH_LIMIT suggestions. */
export async function getQuickSearch(text: string): Promise<SearchResult[]> {
  return quickSearchSchema.parse(await api.get(`search/quick/${encodeURIComponent(text)}`)).results;
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
