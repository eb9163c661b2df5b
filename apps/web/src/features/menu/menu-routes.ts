import { BROWSE_LABELS } from '@stat/contracts';
import type { MenuItem } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/** A menu entry with its route, ready to render. */
export interface MenuLink {
  key: string;
  name: string;
  to: string;
}

export interface MenuEntry extends MenuLink {
  children: MenuLink[];
}

type SubItem = MenuItem['items'][number];

/**
 * The route of a top-level entry (streaming spec section 2): series to allSeries, movies to
 * movies, anything else to category with the id of its ALLCATEGORY sub-item and its slug.
 */
export function menuItemRoute(item: MenuItem): string {
  if (item.type === 'series') return href('allSeries');
  if (item.type === 'movies') return href('movies');
  const all = item.items.find((sub) => sub.type === 'ALLCATEGORY');
  return href('category', { id: all?.id ?? item.id, categorySlug: item.slug });
}

/** The route of a submenu entry: its list page by type, a category entry by its own id and slug. */
function subItemRoute(parent: MenuItem, sub: SubItem): string {
  switch (sub.type) {
    case 'ALLCATEGORY':
      return menuItemRoute(parent);
    case 'SERIES_LIST':
      return href('allSeries');
    case 'CURRENT_SERIES':
      return href('currentSeries');
    case 'COLLECTION_LIST':
      return href('curatedLists');
    case 'CATEGORY':
      return href('category', { id: sub.id, categorySlug: parent.slug, subCategorySlug: sub.slug });
  }
}

/** Every menu entry with its route and its submenu's routes. */
export function menuRoutes(items: readonly MenuItem[]): MenuEntry[] {
  return items.map((item) => ({
    key: `menu-${item.id}`,
    name: item.name,
    to: menuItemRoute(item),
    children: item.items.map((sub) => ({ key: `menu-${item.id}-${sub.id}`, name: sub.name, to: subItemRoute(item, sub) })),
  }));
}

/** The entries a collapsed menu adds after the server's (streaming spec section 2). */
export function collapsedMenuExtras(): MenuLink[] {
  return [
    { key: 'extra-live-tv', name: BROWSE_LABELS.liveTv, to: href('liveTV') },
    { key: 'extra-collections', name: BROWSE_LABELS.collections, to: href('curatedLists') },
  ];
}
