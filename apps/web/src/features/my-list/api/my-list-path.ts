import type { MyListRef } from '@stat/contracts';

/** v3/user/my-list/{title|series}/{id}: the path POST adds to and DELETE removes from. */
export function myListItemPath({ kind, id }: MyListRef): string {
  return `v3/user/my-list/${kind}/${id}`;
}
