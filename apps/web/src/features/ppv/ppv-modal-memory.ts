import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/**
 * The promo modal shows once a session (the tab's sessionStorage), whatever the phase. A page
 * rendered on the server has no tab: it never shows the modal (nor fetches the state it needs).
 */
export function ppvModalShownThisSession(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  return !storage || storage.getItem(STORAGE_KEYS.ppvModalShown) !== null;
}

export function rememberPpvModalShown(): void {
  sessionStorage.setItem(STORAGE_KEYS.ppvModalShown, '1');
}
