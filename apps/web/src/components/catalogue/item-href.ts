import type { MixedItem, Title } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/** Where a title's tile leads: its detail page by type; trailers and clips play at once. */
export function titleHref(title: Pick<Title, 'id' | 'type' | 'series'>): string {
  switch (title.type) {
    case 'movie':
      return href('movieDetail', { id: title.id });
    case 'fight':
      return href('fightDetail', { id: title.id });
    case 'episode':
      return href('episodeDetail', { id: title.id });
    case 'series':
      return title.series ? href('seriesDetail', { id: title.series.seriesId }) : href('movieDetail', { id: title.id });
    case 'trailer':
    case 'clip':
      return href('play', { titleId: title.id });
  }
}

/** Where a mixed item (series or title) leads. */
export function itemHref(item: MixedItem): string {
  return item.kind === 'series' ? href('seriesDetail', { id: item.series.id }) : titleHref(item.title);
}

/** A stable key for a mixed item: series and titles have separate id spaces. */
export function itemKey(item: MixedItem): string {
  return item.kind === 'series' ? `series-${item.series.id}` : `title-${item.title.id}`;
}
