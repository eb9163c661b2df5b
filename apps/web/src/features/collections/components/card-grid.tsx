import type { ImageType } from '@stat/contracts';
import { TitleCard, tileShape } from '../../../components/catalogue/title-card.tsx';
import { GRID_TILE_SIZES, TileGrid } from '../../../components/catalogue/tile-grid.tsx';
import type { CardContent } from './card-props.ts';

interface CardGridProps {
  cards: readonly CardContent[];
  imageType: ImageType;
  labelledBy?: string;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/**
 * A list page's grid of title and series tiles, all of one image type. The first tile's picture
 * is the page's largest on a phone (one column): it loads with the document, not after it shows.
 */
export function CardGrid({ cards, imageType, ...paging }: CardGridProps) {
  const shape = tileShape(imageType);
  return (
    <TileGrid
      {...paging}
      items={cards}
      getKey={(card) => card.key}
      shape={shape}
      renderItem={({ key: _key, ...card }, index) => <TitleCard {...card} imageType={imageType} sizes={GRID_TILE_SIZES[shape]} priority={index === 0} />}
    />
  );
}
