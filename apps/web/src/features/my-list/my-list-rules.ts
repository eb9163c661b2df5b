import type { ImageType, MyListItem, MyListRef } from '@stat/contracts';

/**
 * The rules of My List (streaming spec section 4, shell spec section 4), free of React: new
 * items go to the front, a removal marks the item processing and blocks a second removal until
 * it ends, and pre-premiere items are never added or removed locally (the server decides).
 */

/** What the API path names: series have their own ids; everything else is a title. */
export type MyListKind = 'series' | 'title';

export function myListKind(type: MyListItem['type']): MyListKind {
  return type === 'SERIES' ? 'series' : 'title';
}

/** The path an item is added and removed by; a collection has none (the API lists titles and series). */
export function myListRefOf(item: MyListItem): MyListRef | null {
  if (item.type === 'SERIES') return { kind: 'series', id: item.id };
  if (item.type === 'COLLECTION') return null;
  return { kind: 'title', id: item.id };
}

/** One identity per item: a series and a title may share a number. */
export function myListKeyOf(kind: MyListKind, id: number): string {
  return `${kind}:${id}`;
}

export function myListKey(item: Pick<MyListItem, 'id' | 'type'>): string {
  return myListKeyOf(myListKind(item.type), item.id);
}

/** An item as the drawer shows it: dimmed while its removal is under way. */
export type MyListEntry = MyListItem & { processing: boolean };

/** The list with each item's processing flag, from the keys of the removals under way. */
export function withProcessing(items: readonly MyListItem[], processing: ReadonlySet<string>): MyListEntry[] {
  return items.map((item) => ({ ...item, processing: processing.has(myListKey(item)) }));
}

/** Whether a removal may start: not while one is under way, never for a pre-premiere item. */
export function canRemove(entry: Pick<MyListEntry, 'processing' | 'prePremiere'>): boolean {
  return !entry.processing && !entry.prePremiere;
}

/** The list after an add: the item at the front (moved there if already in); pre-premiere unchanged. */
export function addItem(items: readonly MyListItem[], item: MyListItem): readonly MyListItem[] {
  if (item.prePremiere) return items;
  const key = myListKey(item);
  return [item, ...items.filter((existing) => myListKey(existing) !== key)];
}

/** The list after a removal; a pre-premiere item stays until the server drops it. */
export function removeItem(items: readonly MyListItem[], key: string): readonly MyListItem[] {
  const target = items.find((item) => myListKey(item) === key);
  if (!target || target.prePremiere) return items;
  return items.filter((item) => item !== target);
}

/** Whether the list holds this title or series. */
export function hasItem(items: readonly MyListItem[], kind: MyListKind, id: number): boolean {
  const key = myListKeyOf(kind, id);
  return items.some((item) => myListKey(item) === key);
}

/** The image a type shows in My List: series a poster, the rest a landscape tile. */
export function myListImageType(type: MyListItem['type']): ImageType {
  return type === 'SERIES' ? 'playlistSeriesListDisplay' : 'playlistListDisplay';
}
