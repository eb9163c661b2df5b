import type { SeriesId, TileItem, TitleId, TitleType } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/**
 * Where a catalogue record leads, by its type: series, movies, fights and episodes to their
 * detail pages; trailers and clips, which have no page of their own, straight to the player.
 * Tiles, search results and suggestions all go through here.
 */
export function catalogueHref({ id, type }: { id: number; type: TitleType }): string {
  // The record was parsed when it arrived (a search result's id is a whole number from 0, as every
  // id): its type says which kind of id it is. Branded here, with no parser, since tiles run this
  // as the page hydrates.
  const titleId = id as TitleId;
  switch (type) {
    case 'series':
      return href('seriesDetail', { id: id as SeriesId });
    case 'movie':
      return href('movieDetail', { id: titleId });
    case 'fight':
      return href('fightDetail', { id: titleId });
    case 'episode':
      return href('episodeDetail', { id: titleId });
    case 'trailer':
    case 'clip':
      return href('play', { titleId });
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
