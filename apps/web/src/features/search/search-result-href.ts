import type { SearchResult } from '@stat/contracts';
import { seriesIdSchema, titleIdSchema } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/**
 * Where a search result leads: series, movies, fights and episodes to their detail pages;
 * trailers and clips, which have no page of their own, straight to the player.
 */
export function searchResultHref(result: Pick<SearchResult, 'id' | 'type'>): string {
  switch (result.type) {
    case 'series':
      return href('seriesDetail', { id: seriesIdSchema.parse(result.id) });
    case 'movie':
      return href('movieDetail', { id: titleIdSchema.parse(result.id) });
    case 'fight':
      return href('fightDetail', { id: titleIdSchema.parse(result.id) });
    case 'episode':
      return href('episodeDetail', { id: titleIdSchema.parse(result.id) });
    case 'trailer':
    case 'clip':
      return href('play', { titleId: titleIdSchema.parse(result.id) });
  }
}
