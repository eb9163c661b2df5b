import { BROWSE_LABELS, titleRatingLabel } from '@stat/contracts';
import type { MixedItem, TitleImage } from '@stat/contracts';
import { itemHref } from '../../components/catalogue/item-href.ts';
import { href } from '../../lib/routes.ts';

/** What the hero shows of a promoted item. */
export interface HeroFacts {
  key: string;
  name: string;
  description: string;
  rating: string;
  /** What the key art does not say (it shows genre and year): '3 Seasons', '1 h 52 min'. */
  facts: string;
  images: readonly TitleImage[];
  detailHref: string;
  /** Only a playable title that is not locked plays from the hero; a series opens its page. */
  playHref: string | null;
  locked: boolean;
}

export function heroFacts(item: MixedItem): HeroFacts {
  if (item.kind === 'series') {
    const { series } = item;
    return {
      key: `series-${series.id}`,
      name: series.name,
      description: series.description.short,
      rating: titleRatingLabel(series.titleRating),
      facts: series.totalSeasons > 0 ? BROWSE_LABELS.seasons(series.totalSeasons) : '',
      images: series.images,
      detailHref: itemHref(item),
      playHref: null,
      locked: series.locked,
    };
  }
  const { title } = item;
  return {
    key: `title-${title.id}`,
    name: title.name,
    description: title.description.short,
    rating: titleRatingLabel(title.titleRating),
    facts: title.duration > 0 ? BROWSE_LABELS.duration(title.duration) : '',
    images: title.images,
    detailHref: itemHref(item),
    playHref: title.locked ? null : href('play', { titleId: title.id }),
    locked: title.locked,
  };
}
