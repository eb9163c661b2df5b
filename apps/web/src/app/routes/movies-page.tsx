import { COLLECTION_LABELS } from '@stat/contracts';
import type { PageProps } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { useMenuItems } from '../../features/menu/api/get-menu.ts';
import { CollectionTitlesList } from '../../features/collections/collection-titles-list.tsx';
import { listingItems, moviesCategory } from '../../features/collections/menu-categories.ts';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';

/**
 * Movies: the collection of `/movies/{collectionId}`, or without one the menu's "All Movies"
 * (the movies category's ALLCATEGORY item); the movie sub-categories are chips.
 */
export default function MoviesPage({ params }: PageProps<'movies'>) {
  const menu = useMenuItems();
  const category = moviesCategory(menu);
  const items = category ? listingItems(category) : [];
  const collectionId = params.collectionId ?? items[0]?.collectionId;
  if (collectionId === undefined) return <NotFoundState />;
  const chips = items.map((item, index) => ({
    key: item.id,
    label: item.name,
    // The "all" item is the bare /movies address the menu links to.
    to: index === 0 ? href('movies') : href('movies', { collectionId: item.collectionId }),
    current: item.collectionId === collectionId,
  }));
  return (
    <CollectionTitlesList
      key={collectionId}
      collectionId={collectionId}
      title={category?.name ?? COLLECTION_LABELS.moviesHeading}
      chips={chips}
      notFound={<NotFoundState />}
    />
  );
}
