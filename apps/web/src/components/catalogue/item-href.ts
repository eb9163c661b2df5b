import { seriesIdSchema, titleIdSchema, type TileItem, type TitleType } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/**
 * Where a catalogue record leads, by its type: series, movies, fights and episodes to their
 * detail pages; trailers and clips, which have no page of their own, straight to the player.
 * Tiles, search results and suggestions all go through here.
 */
export function catalogueHref({ id, type }: { id: number; type: TitleType }): string {
  switch (type) {
    case 'series':
      return href('seriesDetail', { id: seriesIdSchema.parse(id) });
    case 'movie':
      return href('movieDetail', { id: titleIdSchema.parse(id) });
    case 'fight':
      return href('fightDetail', { id: titleIdSchema.parse(id) });
    case 'episode':
      return href('episodeDetail', { id: titleIdSchema.parse(id) });
    case 'trailer':
    case 'clip':
      return href('play', { titleId: titleIdSchema.parse(id) });
  }
}

/** Where a mixed item (series or title) leads. */
export function itemHref(item: TileItem): string {
  return item.kind === 'series' ? href('seriesDetail', { id: item.series.id }) : catalogueHref(item.title);
}

/** A stable key for a mixed item: series and titles have separate id spaces. */
export function itemKey(item: TileItem): string {
  return item.kind === 'series' ? `series-${item.series.id}` : `title-${item.title.id}`;
}
