import { SPOILER_HIDDEN_TEXT, type SpoilerValues, type TitleId } from '@stat/contracts';

/** What the shield works on: a title, an episode or a search result, each with its description. */
interface Described {
  id: TitleId | number;
  description: Readonly<Record<string, string>>;
}

/**
 * Whether the public answer carried this item's description shielded (issue 29 section 2): the
 * server puts SPOILER_HIDDEN_TEXT in each of a marked description's lengths, the one mark the
 * public answers give (they are shared and cached, so they cannot say who may see it).
 */
export const isShielded = (item: Described): boolean => Object.values(item.description).includes(SPOILER_HIDDEN_TEXT);

/** The shielded items' ids, in order, once each: what a page asks user/spoilers for. */
export const shieldedIds = (items: readonly Described[]): TitleId[] => [
  ...new Set(items.filter(isShielded).map((item) => item.id as TitleId)),
];

/** The item with the real description in place of the shielded one, where the viewer may see it. */
export function unshielded<T extends Described>(item: T, values: SpoilerValues | undefined): T {
  const real = values?.items.find((value) => value.id === item.id)?.description;
  if (!real || !isShielded(item)) return item;
  const description = Object.fromEntries(Object.keys(item.description).map((length) => [length, real[length as keyof typeof real] ?? item.description[length]]));
  return { ...item, description };
}
