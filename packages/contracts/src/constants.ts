/** Business constants and limits: section 9 of both spec documents, copied once. */

export const APP_VERSION = '3.2.7';
export const CONTENT_VERSION = 'STAT';
export const DISPLAY_TYPE = 'WEB';

/** Headers the API wrapper sends on every call (shell spec section 7). */
export const STAT_HEADERS = {
  appVersion: 'X-STAT-appVersion',
  contentVersion: 'X-STAT-contentVersion',
  displayType: 'X-STAT-displayType',
} as const;

/** The id of the JSON block in which the server embeds the start-up data in the SPA document. */
export const STARTUP_DATA_ELEMENT_ID = 'startup-data';
/** The JSON block of a server-rendered document: its first route and the query cache it was rendered from. */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

export const APP_VARIANTS = ['stat', 'ott'] as const;
export type AppVariant = (typeof APP_VARIANTS)[number];

export const TERMS_NOTIFICATION_AUTO_CLOSE_MS = 30_000;

export const CATEGORY_IDS = { sports: 407, comedy: 743, documentaries: 103, afterHours: 435 } as const;

/** Channel ids the player recognises (streaming spec section 5). */
export const CHANNEL_IDS = ['shoeast', 'showest', 'ppv'] as const;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const INTENDED_ROUTE_TTL_MS = HOUR_MS;

export const BREAKPOINTS = { small: 680, medium: 768, large: 1024 } as const;
export const DRAWER_WIDTH_PX = 400;

export const BILLING_TYPES = [
  'BACON',
  'PORKU',
  'SCRAPPLE',
  'SPAMAZON',
  'HAMDROID',
  'CABLEVISION',
  'SNOUTIFY',
  'CORNDOG',
  'PJORK',
  'SALAMISCLUB',
  'PIG_BROTHER',
] as const;

/** The device bucket used for flag targeting: sum of character codes of the device id, mod 100. */
export function deviceBucket(deviceId: string): number {
  let sum = 0;
  for (let i = 0; i < deviceId.length; i += 1) sum += deviceId.charCodeAt(i);
  return sum % 100;
}
