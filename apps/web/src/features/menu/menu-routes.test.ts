import { describe, expect, it } from 'vitest';
import { menuSchema } from '@stat/contracts';
import { BROWSE_LABELS } from '@stat/contracts';
import { collapsedMenuExtras, menuItemRoute, menuRoutes } from './menu-routes.ts';

const MENU = menuSchema.parse({
  items: [
    {
      id: 1,
      name: 'Series',
      type: 'series',
      slug: 'series',
      items: [
        { id: 1001, name: 'All Series', slug: 'all-series', type: 'SERIES_LIST', collectionId: null },
        { id: 1002, name: 'Current Series', slug: 'current-series', type: 'CURRENT_SERIES', collectionId: null },
        { id: 1003, name: 'Collections', slug: 'collections', type: 'COLLECTION_LIST', collectionId: null },
      ],
    },
    {
      id: 2,
      name: 'Movies',
      type: 'movies',
      slug: 'movies',
      items: [
        { id: 2001, name: 'All Movies', slug: 'all-movies', type: 'ALLCATEGORY', collectionId: null },
        { id: 2002, name: 'Thrillers', slug: 'thrillers', type: 'CATEGORY', collectionId: null },
      ],
    },
    {
      id: 407,
      name: 'Sports',
      type: 'category',
      slug: 'sports',
      items: [
        { id: 4072, name: 'Boxing', slug: 'boxing', type: 'CATEGORY', collectionId: null },
        { id: 4071, name: 'All Sports', slug: 'all-sports', type: 'ALLCATEGORY', collectionId: null },
      ],
    },
    { id: 999, name: 'Specials', type: 'category', slug: 'specials', items: [] },
  ],
}).items;

const [series, movies, sports, specials] = MENU;

describe('menuItemRoute (streaming spec section 2)', () => {
  it.each([
    ['series goes to allSeries', series, '/series/all'],
    ['movies goes to movies', movies, '/movies'],
    ['a category goes to its ALLCATEGORY sub-item with its slug', sports, '/category/4071/sports'],
    ['a category without an ALLCATEGORY sub-item falls back to its own id', specials, '/category/999/specials'],
  ])('%s', (_, item, path) => {
    expect(menuItemRoute(item!)).toBe(path);
  });
});

describe('menuRoutes', () => {
  const entries = menuRoutes(MENU);

  it('routes each submenu type', () => {
    expect(entries[0]!.children.map((child) => child.to)).toEqual(['/series/all', '/series/current', '/collection/allcollections']);
    expect(entries[1]!.children.map((child) => child.to)).toEqual(['/movies', '/category/2002/movies/thrillers']);
    expect(entries[2]!.children.map((child) => child.to)).toEqual(['/category/4072/sports/boxing', '/category/4071/sports']);
  });

  it('keeps the server order and names', () => {
    expect(entries.map((entry) => entry.name)).toEqual(['Series', 'Movies', 'Sports', 'Specials']);
  });

  it('appends Live TV and Collections to a collapsed menu', () => {
    expect(collapsedMenuExtras()).toEqual([
      { key: 'extra-live-tv', name: BROWSE_LABELS.liveTv, to: '/schedule' },
      { key: 'extra-collections', name: BROWSE_LABELS.collections, to: '/collection/allcollections' },
    ]);
  });
});
