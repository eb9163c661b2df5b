import { z } from 'zod';

/**
 * The schemas of renewals.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/**
 * A Recurly JSON webhook notification: which object changed, how, and on which account. Only a
 * hint: the API reads the account again from the gateway and never trusts more of the body.
 */
export const webhookNotificationSchema = z.object({
  id: z.string().min(1).max(64),
  object_type: z.string().min(1).max(64),
  event_type: z.string().min(1).max(64),
  account_code: z.string().min(1).max(100),
  uuid: z.string().max(64).nullish(),
  event_time: z.string().max(40).nullish(),
});

export type WebhookNotification = z.infer<typeof webhookNotificationSchema>;

/** What the webhook route answers: `handled` now, or `duplicate` (handled before, acknowledged again). */
export const webhookReceiptSchema = z.object({ outcome: z.enum(['handled', 'duplicate']) });
