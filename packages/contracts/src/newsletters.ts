import { type NewsletterId } from './settings-shell-schemas.ts';

/**
 * The newsletters (issue 26, section 2): the weekly what's new, premieres and fights, offers.
 * `whats-new` is the one the profile's "newsletter" choice names (`User.newsletterSubscribed`);
 * the others are chosen in Settings only (docs/decisions.md, "Settings: newsletters").
 */

/** The newsletter that is `User.newsletterSubscribed`. */
export const PROFILE_NEWSLETTER_ID: NewsletterId = 'whats-new';

/** Where e-mails' one-click unsubscribe points (RFC 8058), outside /api: mail clients POST it cross-site. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The one-click subscribe link's path (streaming spec section 7), under /api. */
export const newsletterSubscribePath = (id: NewsletterId) => `/api/user/newsletter/subscribe/${id}`;
