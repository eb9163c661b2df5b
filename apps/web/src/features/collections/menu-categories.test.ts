import { describe, expect, it } from 'vitest';
import { menuSchema } from '@stat/contracts';
import { findCategory, listingItems, moviesCategory, selectedItem } from './menu-categories.ts';

const menu = menuSchema.parse({
  items: [
    {
      id: 2,
      name: 'Movies',
      type: 'movies',
      slug: 'movies',
      items: [
        { id: 2002, name: 'Thrillers', slug: 'thrillers', type: 'CATEGORY', collectionId: 15 },
        { id: 2001, name: 'All Movies', slug: 'all-movies', type: 'ALLCATEGORY', collectionId: 14 },
        { id: 2099, name: 'Collections', slug: 'collections', type: 'COLLECTION_LIST', collectionId: null },
      ],
    },
    {
      id: 407,
      name: 'Sports',
      type: 'category',
      slug: 'sports',
      items: [
        { id: 4071, name: 'All Sports', slug: 'all-sports', type: 'ALLCATEGORY', collectionId: 28 },
        { id: 4072, name: 'Boxing', slug: 'boxing', type: 'CATEGORY', collectionId: 29 },
      ],
    },
  ],
}).items;

describe('menu categories', () => {
  it('lists the collection-bearing sub-items, the "all" item first', () => {
    expect(listingItems(moviesCategory(menu)!).map((item) => item.id)).toEqual([2001, 2002]);
  });

  it('finds a category by its ALLCATEGORY sub-item id or by its own fixed id', () => {
    expect(findCategory(menu, 4071)?.slug).toBe('sports');
    expect(findCategory(menu, 407)?.slug).toBe('sports');
    expect(findCategory(menu, 9999)).toBeUndefined();
  });

  it('selects the sub-category of a slug, else the "all" item', () => {
    const items = listingItems(findCategory(menu, 4071)!);
    expect(selectedItem(items, 'boxing')?.collectionId).toBe(29);
    expect(selectedItem(items, undefined)?.collectionId).toBe(28);
    expect(selectedItem(items, 'nope')?.collectionId).toBe(28);
  });
});
