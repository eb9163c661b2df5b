import type { MyListItem } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/**
 * Where an item's play overlay leads: a series to its page (it has no single thing to play),
 * a collection to its list, anything else straight to the player.
 */
export function myListItemHref(item: MyListItem): string {
  if (item.type === 'SERIES') return href('seriesDetail', { id: item.id });
  if (item.type === 'COLLECTION') return href('curatedListDetail', { id: item.id });
  return href('play', { titleId: item.id });
}
