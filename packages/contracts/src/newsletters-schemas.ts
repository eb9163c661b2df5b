import { z } from 'zod';
import { NEWSLETTER_IDS } from './settings-shell.ts';
import { newsletterIdSchema } from './settings-shell-schemas.ts';

/**
 * The schemas of newsletters.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
