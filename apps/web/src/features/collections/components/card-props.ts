import { BROWSE_LABELS, TITLE_LABELS } from '@stat/contracts';
import type { MixedItem, Series, Title } from '@stat/contracts';
import { catalogueHref } from '../../../components/catalogue/item-href.ts';
import { href } from '../../../lib/routes.ts';

/** What a list tile shows of a title or series (TitleCard's props but the image type and sizes). */
export interface CardContent {
  key: string;
  name: string;
  to: string;
  images: Title['images'];
  locked: boolean;
  badge?: string;
  meta?: string;
}

function titleBadge(title: Title): string | undefined {
  if (title.flags.includes('free')) return BROWSE_LABELS.free;
  if (title.flags.includes('new')) return BROWSE_LABELS.new;
  return undefined;
}

export function titleCard(title: Title): CardContent {
  const episode = title.series;
  return {
    key: `title-${title.id}`,
    name: title.name,
    to: catalogueHref(title),
    images: title.images,
    locked: title.locked,
    badge: titleBadge(title),
    meta: episode
      ? `${episode.seriesTitle} · ${TITLE_LABELS.seasonEpisode(episode.seasonNum, episode.episodeNum)}`
      : [title.releaseYear, TITLE_LABELS.duration(title.duration)].filter(Boolean).join(' · '),
  };
}

export function seriesCard(series: Series): CardContent {
  return {
    key: `series-${series.id}`,
    name: series.name,
    to: href('seriesDetail', { id: series.id }),
    images: series.images,
    // No badge: a current series' own artwork already reads "New episodes".
    locked: series.locked,
    meta: `${series.genre} · ${TITLE_LABELS.seasons(series.totalSeasons)}`,
  };
}

export function mixedCard(item: MixedItem): CardContent {
  return item.kind === 'series' ? seriesCard(item.series) : titleCard(item.title);
}
