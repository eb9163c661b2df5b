import { FIND_LABELS } from '@stat/contracts';
import { SearchResults } from '../../features/search/search-results.tsx';
import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/**
 * The route's params come from the URL's pathname still percent-encoded ("glass%20harbor");
 * the term is the decoded text, or the text as it came when it does not decode.
 */
function decodeTerm(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The full search results for the path's term, paged until pageCount. */
export default function SearchPage({ params }: PageProps<'search'>) {
  const term = decodeTerm(params.searchTerm);
  return (
    <SimplePage title={routeDef('search').title} lead={FIND_LABELS.search.resultsFor(term)}>
      {/* A new term starts its own paging from page 1. */}
      <SearchResults key={term} term={term} />
    </SimplePage>
  );
}
