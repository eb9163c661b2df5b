import type { PageProps } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { useMenuItems } from '../../features/menu/api/get-menu.ts';
import { findCategory, listingItems, selectedItem } from '../../features/collections/menu-categories.ts';
import { MixedCollectionList } from '../../features/collections/mixed-collection-list.tsx';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';

/**
 * A menu category (`/category/{id}/{categorySlug}/{subCategorySlug?}`): {id} is its "all"
 * sub-item; the sub-categories are chips, and the chosen one's collection (series and titles) fills the grid.
 */
export default function CategoryPage({ params }: PageProps<'category'>) {
  const menu = useMenuItems();
  const category = findCategory(menu, params.id);
  const items = category ? listingItems(category) : [];
  const item = selectedItem(items, params.subCategorySlug);
  if (!category || !item) return <NotFoundState />;
  const allId = items[0]!.id;
  const chips = items.map((candidate, index) => ({
    key: candidate.id,
    label: candidate.name,
    to:
      index === 0
        ? href('category', { id: allId, categorySlug: category.slug })
        : href('category', { id: allId, categorySlug: category.slug, subCategorySlug: candidate.slug }),
    current: candidate.id === item.id,
  }));
  return (
    <MixedCollectionList key={item.collectionId} collectionId={item.collectionId} title={category.name} chips={chips} notFound={<NotFoundState />} />
  );
}
