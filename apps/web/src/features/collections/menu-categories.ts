import type { CollectionId, MenuItem } from '@stat/contracts';

type SubItem = MenuItem['items'][number];
/** A sub-item that lists a collection: the category's "all" item or one of its sub-categories. */
export type ListingItem = SubItem & { collectionId: CollectionId; type: 'ALLCATEGORY' | 'CATEGORY' };

/** The sub-items of a category that list a collection, the ALLCATEGORY one first. */
export function listingItems(category: MenuItem): ListingItem[] {
  const listing = category.items.filter(
    (item): item is ListingItem => (item.type === 'ALLCATEGORY' || item.type === 'CATEGORY') && item.collectionId !== null,
  );
  return [...listing.filter((item) => item.type === 'ALLCATEGORY'), ...listing.filter((item) => item.type === 'CATEGORY')];
}

/** The menu's movies category (menu type 'movies'), if the menu has one. */
export function moviesCategory(menu: readonly MenuItem[]): MenuItem | undefined {
  return menu.find((item) => item.type === 'movies');
}

/**
 * The category a /category/{id} address names: {id} is its ALLCATEGORY sub-item's id (the menu
 * links there, streaming spec section 2), or the category's own id (the legacy /sports/allsports
 * redirects carry the fixed ids 407, 743, 103, 435).
 */
export function findCategory(menu: readonly MenuItem[], id: number): MenuItem | undefined {
  return menu.find((category) => category.id === id) ?? menu.find((category) => category.items.some((item) => item.id === id));
}

/** The sub-category a slug names; no slug, or an unknown one, is the category's "all" item. */
export function selectedItem(items: readonly ListingItem[], subCategorySlug: string | undefined): ListingItem | undefined {
  return items.find((item) => item.slug === subCategorySlug) ?? items[0];
}
