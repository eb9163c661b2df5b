import type { MyListItem } from '@stat/contracts';
import { collectionIdSchema, seriesIdSchema, titleIdSchema } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/**
 * Where an item's play overlay leads: a series to its page (it has no single thing to play),
 * a collection to its list, anything else straight to the player.
 */
export function myListItemHref(item: Pick<MyListItem, 'id' | 'type'>): string {
  if (item.type === 'SERIES') return href('seriesDetail', { id: seriesIdSchema.parse(item.id) });
  if (item.type === 'COLLECTION') return href('curatedListDetail', { id: collectionIdSchema.parse(item.id) });
  return href('play', { titleId: titleIdSchema.parse(item.id) });
}
