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

export const APP_VARIANTS = ['stat', 'ott'] as const;
export type AppVariant = (typeof APP_VARIANTS)[number];

export const TERMS_NOTIFICATION_AUTO_CLOSE_MS = 30_000;
export const CAST_LIBRARY_MAX_RETRIES = 15;
export const CAST_LIBRARY_RETRY_MS = 2_000;

export const MIN_LENGTH = { userName: 5, firstName: 2, lastName: 2 } as const;
export const ZIP_PATTERN = /^\d{5}([- ]\d{4})?$/;
export const ADULT_AGE = 18;
/** The age-gating cookie lifetime is 1; the spec does not show the unit (see docs/decisions.md). */
export const AGE_GATING_COOKIE_LIFETIME = 1;

export const MIGRATION_IMAGE_WIDTH = { hero: 1920, mobile: 768 } as const;
export const MIGRATION_HERO_MIN_VIEWPORT = 680;

export const DEFAULT_RATINGS = { movie: 'MOVIE_NR', tv: 'TV_NR' } as const;

export const CATEGORY_IDS = { sports: 407, comedy: 743, documentaries: 103, afterHours: 435 } as const;

export const LIVE_CHANNELS = ['shoeast', 'showest'] as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[number];
/** Channel ids the player recognises (streaming spec section 5). */
export const CHANNEL_IDS = ['shoeast', 'showest', 'ppv'] as const;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const INTENDED_ROUTE_TTL_MS = HOUR_MS;
export const REGISTRATION_MEMORY_TTL_MS = DAY_MS;

export const BREAKPOINTS = { small: 680, medium: 768, large: 1024 } as const;
export const HEADER_HEIGHT_PX = 80;
export const DRAWER_WIDTH_PX = 400;

/** Player, schedule, paywall and account constants (streaming spec section 9). */
export const AUTOPLAY_COUNTDOWN_S = 10;
export const CREDIT_MARKER_DEFAULT_S = 10;
export const DEFAULT_VOLUME = 0.7;
export const SKIP_WINDOW = 180;
export const PLAYER_COUNTDOWN = 10;
export const AUTHZ_PAYWALL_CACHE_MS = HOUR_MS;
export const QUICK_SEARCH_MIN_CHARS = 3;
export const SCHEDULE_INITIAL_PAGES = 3;
export const SCHEDULE_MIN_TITLES_AHEAD = 8;
export const CHANNEL_OFFSET_HOURS = { shoeast: 0, showest: 3 } as const;
export const MY_LIST_REFETCH_WINDOW_MS = 30_000;
export const MY_LIST_NOTIFICATION_MS = 5_000;
export const SETTINGS_NOTIFICATION_MS = 5_000;
export const PPV_REFRESH_CAP_MS = HOUR_MS;
export const PPV_ERROR_RETRY_MS = 5_000;
export const PPV_ERROR_MAX_RETRIES = 3;
export const PLAYER_BUFFER = {
  behindVodS: 30,
  behindLiveS: 5,
  goalS: 20,
  rebufferGoalS: 5,
} as const;
export const PLAYER_RETRY = {
  timeoutMs: 180_000,
  stallTimeoutMs: 600_000,
  connectionTimeoutMs: 60_000,
  maxAttempts: 30,
  baseDelayMs: 1_000,
  backoffFactor: 2,
} as const;
export const HDCP_ERROR_CODES = [3016, 4012] as const;

export const CANCEL_REASONS = [
  'not-enough-to-watch',
  'too-expensive',
  'technical-issues',
  'no-longer-interested',
  'changing-providers',
  'other',
] as const;

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
export type BillingType = (typeof BILLING_TYPES)[number];

export const PAYMENT_METHODS = ['Card', 'PayPal'] as const;

export const APP_STORE_BUTTONS = {
  apple: 'Download on the App Store',
  amazon: 'Download on Amazon',
  google: 'Download on Google Play',
} as const;

/** The device bucket used for flag targeting: sum of character codes of the device id, mod 100. */
export function deviceBucket(deviceId: string): number {
  let sum = 0;
  for (let i = 0; i < deviceId.length; i += 1) sum += deviceId.charCodeAt(i);
  return sum % 100;
}
