import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function SearchPage({ params }: PageProps<'search'>) {
  return <SimplePage title={routeDef('search').title} lead={`Results for “${params.searchTerm}”`} />;
}
