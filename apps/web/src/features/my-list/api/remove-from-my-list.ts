import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, MY_LIST_ITEM_REMOVED_EVENT } from '@stat/contracts';
import type { MyListItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { showMyListNotification } from '../my-list-notification.ts';
import { myListKey, myListKind, removeItem } from '../my-list-rules.ts';
import { myListItemPath } from './my-list-path.ts';
import { myListKeys } from './my-list-queries.ts';

/** The item a removal is about (its key decides the path and the processing mark). */
export type MyListTarget = Pick<MyListItem, 'id' | 'type' | 'name' | 'prePremiere'>;

/** What the window event carries: which item left the list. */
export interface MyListRemovedDetail {
  id: number;
  kind: 'series' | 'title';
}

/** DELETE v3/user/my-list/{title|series}/{id}; any failure becomes the spec's one message. */
export async function removeFromMyList(target: MyListTarget): Promise<void> {
  try {
    await api.delete(myListItemPath(myListKind(target.type), target.id));
  } catch {
    // A plain Error: the notification shows it, the generic error modal stays shut.
    throw new Error(MESSAGES.myListFailed);
  }
}

/**
 * Removes an item: while the call runs the item is processing (useMyListProcessing), then it
 * leaves the cached list, the window hears MY_LIST_ITEM_REMOVED_EVENT and a notification says so.
 */
export function useRemoveFromMyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: myListKeys.remove(),
    mutationFn: removeFromMyList,
    onSuccess: (_, target) => {
      queryClient.setQueryData(myListKeys.list(), (items: readonly MyListItem[] | undefined) =>
        items ? removeItem(items, myListKey(target)) : items,
      );
      const detail: MyListRemovedDetail = { id: target.id, kind: myListKind(target.type) };
      window.dispatchEvent(new CustomEvent(MY_LIST_ITEM_REMOVED_EVENT, { detail }));
      showMyListNotification({ kind: 'removed', name: target.name });
    },
    onError: (error) => showMyListNotification({ kind: 'failed', message: error.message }),
  });
}

/** The keys of the items whose removal is under way (they show dimmed and cannot be removed again). */
export function useMyListProcessing(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: myListKeys.remove(), status: 'pending' },
    select: (mutation) => mutation.state.variables as MyListTarget | undefined,
  });
  return new Set(pending.flatMap((target) => (target ? [myListKey(target)] : [])));
}
