import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** The promo modal shows once a session (the tab's sessionStorage), whatever the phase. */
export function ppvModalShownThisSession(): boolean {
  return sessionStorage.getItem(STORAGE_KEYS.ppvModalShown) !== null;
}

export function rememberPpvModalShown(): void {
  sessionStorage.setItem(STORAGE_KEYS.ppvModalShown, '1');
}
