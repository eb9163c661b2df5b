import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** Movies, optionally one collection; the catalogue issue fills it. */
export default function MoviesPage({ params }: PageProps<'movies'>) {
  const { collectionId } = params;
  return <SimplePage title={routeDef('movies').title} lead={collectionId !== undefined ? `Collection ${collectionId}` : undefined} />;
}
