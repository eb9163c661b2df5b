/** Browser storage keys; the spec asks for the product's short prefix on each. */
export const STORAGE_KEYS = {
  deviceId: 'stat:deviceId',
  intendedRoute: 'stat:intendedRoute',
  /** Set once the migration announcement is dismissed; lives as long as the tab (sessionStorage). */
  migrationModalClosed: 'stat:migrationModalClosed',
} as const;
