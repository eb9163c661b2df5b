import type { PageProps } from '../../lib/routes.ts';
import { MixedCollectionList } from '../../features/collections/mixed-collection-list.tsx';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';

/** One curated list's series and titles (`/collection/{id}`). */
export default function CuratedListDetailPage({ params }: PageProps<'curatedListDetail'>) {
  return <MixedCollectionList key={params.id} collectionId={params.id} notFound={<NotFoundState />} />;
}
