import { BROWSE_LABELS } from '@stat/contracts';
import type { ImageType, TileItem } from '@stat/contracts';
import { itemHref } from './item-href.ts';
import { TitleCard } from './title-card.tsx';

type TileTitle = Extract<TileItem, { kind: 'title' }>['title'];

/** 'Free' or 'New' from a title's flags; free wins, it is what a visitor can act on. */
function titleBadge(title: TileTitle): string | undefined {
  if (title.flags.includes('free')) return BROWSE_LABELS.free;
  if (title.flags.includes('new')) return BROWSE_LABELS.new;
  return undefined;
}

/** The line under a tile's name: the series and episode, a year, a genre. */
function titleMeta(title: TileTitle): string | undefined {
  if (title.type === 'episode' && title.series) {
    return `${title.series.seriesTitle} · ${BROWSE_LABELS.seasonEpisode(title.series.seasonNum, title.series.episodeNum)}`;
  }
  return title.releaseYear?.toString();
}

interface MixedItemCardProps {
  /** A shelf's tile item, or a full item from a collection (which has all a tile's fields). */
  item: TileItem;
  imageType: ImageType;
  sizes?: string;
}

/** The tile of a series or a title from a shelf, collection or list: its route, lock and badge. */
export function MixedItemCard({ item, imageType, sizes }: MixedItemCardProps) {
  if (item.kind === 'series') {
    const { series } = item;
    return (
      <TitleCard
        name={series.name}
        to={itemHref(item)}
        images={series.images}
        imageType={imageType}
        locked={series.locked}
        meta={series.genre || undefined}
        sizes={sizes}
      />
    );
  }
  const { title } = item;
  return (
    <TitleCard
      name={title.name}
      to={itemHref(item)}
      images={title.images}
      imageType={imageType}
      locked={title.locked}
      badge={titleBadge(title)}
      meta={titleMeta(title)}
      sizes={sizes}
    />
  );
}
