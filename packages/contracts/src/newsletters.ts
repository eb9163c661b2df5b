import { z } from 'zod';
import { NEWSLETTER_IDS, newsletterIdSchema, type NewsletterId } from './settings-shell.ts';

/**
 * The newsletters (issue 26, section 2): the weekly what's new, premieres and fights, offers.
 * `whats-new` is the one the profile's "newsletter" choice names (`User.newsletterSubscribed`);
 * the others are chosen in Settings only (docs/decisions.md, "Settings: newsletters").
 */

/** The newsletter that is `User.newsletterSubscribed`. */
export const PROFILE_NEWSLETTER_ID: NewsletterId = 'whats-new';

/** Newsletter subscription (streaming spec section 3): id, subscribed. */
export const newsletterSubscriptionSchema = z.object({ id: newsletterIdSchema, subscribed: z.boolean() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** GET user/newsletters: every newsletter, in NEWSLETTER_IDS order, with the viewer's state. */
export const newsletterSubscriptionsSchema = z.array(newsletterSubscriptionSchema);

/**
 * PUT user/newsletters: the subscriptions to change, each newsletter at most once (one or all);
 * the ones left out stay as they are.
 */
export const updateNewsletterSubscriptionsSchema = z
  .array(newsletterSubscriptionSchema)
  .min(1)
  .max(NEWSLETTER_IDS.length)
  .refine((list) => new Set(list.map(({ id }) => id)).size === list.length, { message: 'each newsletter at most once' });

/** Where e-mails' one-click unsubscribe points (RFC 8058), outside /api: mail clients POST it cross-site. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The one-click subscribe link's path (streaming spec section 7), under /api. */
export const newsletterSubscribePath = (id: NewsletterId) => `/api/user/newsletter/subscribe/${id}`;
