import type { MyListItem, TitleImage } from '@stat/contracts';
import { pickImage } from '../../components/catalogue/artwork.tsx';
import { useMyList } from './api/get-my-list.ts';
import { myListItemHref } from './my-list-href.ts';
import { myListImageType, myListKey } from './my-list-rules.ts';

/** A My List item ready for a home shelf tile: where it leads and the image of its type. */
export interface MyListShelfItem {
  key: string;
  item: MyListItem;
  href: string;
  image: TitleImage | undefined;
}

export interface MyListShelf {
  items: readonly MyListShelfItem[];
  isPending: boolean;
}

/** The authorized user's My List as shelf tiles (the same cached list the drawer shows). */
export function useMyListShelfData(enabled: boolean): MyListShelf {
  const list = useMyList(enabled);
  const items = (list.data ?? []).map((item) => ({
    key: myListKey(item),
    item,
    href: myListItemHref(item),
    image: pickImage(item.images, myListImageType(item.type)),
  }));
  return { items, isPending: enabled && list.isPending };
}
