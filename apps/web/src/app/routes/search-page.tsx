import { FIND_LABELS } from '@stat/contracts';
import { SearchResults } from '../../features/search/search-results.tsx';
import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** The full search results for the path's term, paged until pageCount. */
export default function SearchPage({ params }: PageProps<'search'>) {
  return (
    <SimplePage title={routeDef('search').title} lead={FIND_LABELS.search.resultsFor(params.searchTerm)}>
      {/* A new term starts its own paging from page 1. */}
      <SearchResults key={params.searchTerm} term={params.searchTerm} />
    </SimplePage>
  );
}
