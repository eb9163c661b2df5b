import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, MESSAGES, MY_LIST_ITEM_REMOVED_EVENT } from '@stat/contracts';
import type { MyListItem, MyListRef } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { showMyListNotification } from '../my-list-notification.ts';
import { addItem, myListKeyOf, removeItem } from '../my-list-rules.ts';
import { myListItemPath } from './my-list-path.ts';
import { myListKeys } from './my-list-queries.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** What the window event carries: which item left the list. */
export type MyListRemovedDetail = MyListRef;

/** An add or a removal, from a page's button or the drawer's delete. */
export type MyListToggle = MyListRef & {
  name: string;
  /** True adds (POST), false removes (DELETE). */
  add: boolean;
};

/** POST or DELETE v3/user/my-list/{kind}/{id}; the added item when adding. A failure is a plain Error with the notification's text. */
export async function toggleMyList(change: MyListToggle): Promise<MyListItem | null> {
  const path = myListItemPath(change);
  try {
    if (!change.add) {
      await api.delete(path);
      return null;
    }
    return (await parseAnswer(api.post(path), import('@stat/contracts/catalogue-schemas'), (s) => s.myListAddedSchema)).item;
  } catch (error) {
    // A full list says so (the API's text); any other failure is the spec's one message.
    throw new Error(error instanceof ApiError && error.code === ERROR_CODES.myListFull ? error.body : MESSAGES.myListFailed);
  }
}

/**
 * Adds or removes a title or series (a page's button, the drawer's delete): while a removal runs
 * the item is processing (useMyListProcessing); then the cached list follows, a removal is heard
 * as MY_LIST_ITEM_REMOVED_EVENT on window, and a notification says so. A plain Error keeps the
 * generic error modal shut: the notification shows it.
 */
export function useToggleMyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: myListKeys.toggle(),
    mutationFn: toggleMyList,
    onSuccess: (added, change) => {
      queryClient.setQueryData(myListKeys.list(), (items: readonly MyListItem[] | undefined) => {
        if (!items) return items;
        return added ? addItem(items, added) : removeItem(items, myListKeyOf(change.kind, change.id));
      });
      if (!change.add) {
        const detail: MyListRemovedDetail = change.kind === 'series' ? { id: change.id, kind: 'series' } : { id: change.id, kind: 'title' };
        window.dispatchEvent(new CustomEvent(MY_LIST_ITEM_REMOVED_EVENT, { detail }));
      }
      showMyListNotification({ kind: change.add ? 'added' : 'removed', name: change.name });
    },
    onError: (error) => showMyListNotification({ kind: 'failed', message: error.message }),
  });
}

/** The keys of the items whose removal is under way (they show dimmed and cannot be removed again). */
export function useMyListProcessing(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: myListKeys.toggle(), status: 'pending' },
    select: (mutation) => mutation.state.variables as MyListToggle | undefined,
  });
  return new Set(pending.flatMap((change) => (change && !change.add ? [myListKeyOf(change.kind, change.id)] : [])));
}
