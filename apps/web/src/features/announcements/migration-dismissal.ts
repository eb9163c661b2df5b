import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** Whether the announcement was dismissed in this browser session (shell spec section 4). */
export function wasMigrationDismissed(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.migrationModalClosed) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the dismissal until the tab closes. */
export function rememberMigrationDismissed(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.migrationModalClosed, 'true');
  } catch {
    // Storage disabled (private mode): the dismissal then lasts only as long as the page.
  }
}
