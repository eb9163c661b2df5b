/** Browser storage keys; the spec asks for the product's short prefix on each. */
export const STORAGE_KEYS = {
  deviceId: 'stat:deviceId',
  intendedRoute: 'stat:intendedRoute',
} as const;
