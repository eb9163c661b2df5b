

/*
 * What the app's shell needs of Settings (issue 26), in the first bundle: for the route table, its
 * address and the query an e-mail's one-click subscribe lands with, the e-mail change's page and
 * the titles of the pages Settings added; for the app-wide settings notification, its timing.
 * Apart from the newsletters', profile's, migration's and cancellation's schemas and words: a
 * module is bundled whole.
 */

/** The newsletters: the weekly what's new, premieres and fights, offers (newsletters.ts). */
export const NEWSLETTER_IDS = ['whats-new', 'premieres-and-fights', 'offers'] as const;

/**
 * Settings' address, where mail links land, and the query that asks it to subscribe the viewer to
 * a newsletter (the one-click subscribe's landing).
 */
export const SETTINGS_PATH = '/settings';

export const SUBSCRIBE_QUERY = 'subscribe';

/** Where the e-mail change's link opens (a page of the app, which confirms with PUT user/email). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/** The titles of the pages Settings leads to; the labels files use them too. */
export const SETTINGS_ROUTE_TITLES = {
  migrate: 'Move to STAT Direct',
  confirmEmail: 'Confirm Your New Email',
} as const;

/** How long a settings notification shows unless static (streaming spec section 9). */
export const SETTINGS_NOTIFICATION_MS = 5_000;
