import type { TitleImage, TileItem } from './catalogue-schemas.ts';

/** What works on catalogue's parsed types (it follows the schemas, so the arrows run one way). */

/** The images of a series or title item (a tile's, or a full item's). */
export function itemImages(item: TileItem): readonly TitleImage[] {
  return item.kind === 'title' ? item.title.images : item.series.images;
}
