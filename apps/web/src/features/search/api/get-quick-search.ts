import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FIND_LABELS, type SearchResult } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { failsInPlace } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { searchKeys } from './search-queries.ts';

/**
 * GET search/quick/{text}: at most QUICK_SEARCH_LIMIT suggestions. A failure is a plain Error, so
 * typing on never brings up the generic error modal; the field just offers no suggestions.
 */
export async function getQuickSearch(text: string): Promise<SearchResult[]> {
  return (
    await parseAnswer(
      failsInPlace(api.get(`search/quick/${encodeURIComponent(text)}`), FIND_LABELS.search.failed),
      import('@stat/contracts/catalogue-schemas'),
      (s) => s.quickSearchSchema,
    )
  ).results;
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
