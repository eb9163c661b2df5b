import { useEffect } from 'react';
import { create } from 'zustand';
import { FIND_LABELS, MY_LIST_NOTIFICATION_MS } from '@stat/contracts';

export type MyListNotice = { kind: 'added' | 'removed'; name: string } | { kind: 'failed'; message: string };

interface NotificationState {
  notice: MyListNotice | null;
  /** Bumped on every show, so the same notice twice restarts its timer. */
  shownAt: number;
}

const useNotificationStore = create<NotificationState>()(() => ({ notice: null, shownAt: 0 }));

/** Shows the My List notification (a newer one replaces it); it hides after MY_LIST_NOTIFICATION_MS. */
export function showMyListNotification(notice: MyListNotice): void {
  useNotificationStore.setState((state) => ({ notice, shownAt: state.shownAt + 1 }));
}

export function hideMyListNotification(): void {
  useNotificationStore.setState({ notice: null });
}

/** The text of a notice: the failure's message, or our wording for an add or removal. */
export function noticeText(notice: MyListNotice): string {
  if (notice.kind === 'failed') return notice.message;
  return notice.kind === 'added' ? FIND_LABELS.myList.added(notice.name) : FIND_LABELS.myList.removed(notice.name);
}

/** The notice on show now; the hook that reads it also runs its auto-hide timer. */
export function useMyListNotification(): MyListNotice | null {
  const notice = useNotificationStore((state) => state.notice);
  const shownAt = useNotificationStore((state) => state.shownAt);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(hideMyListNotification, MY_LIST_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [notice, shownAt]);
  return notice;
}
