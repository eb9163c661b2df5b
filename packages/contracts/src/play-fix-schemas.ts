import { z } from 'zod';

/**
 * The schema of play-fix.ts's answer, apart from its values and labels: a refusal's fix, carried
 * in the API error (errors-schemas.ts) by can-play, start-play and the licence server alike.
 * Its target is a route of the spec's route table where the fix happens there; the client makes
 * its own path of it.
 */

const cents = z.number().int().nonnegative();

/** A stream the account plays now, on another device: what the viewer may stop to play here. */
export const activeStreamSchema = z.object({
  id: z.string(),
  /** The device as its browser names it ("Chrome on macOS"). */
  deviceName: z.string(),
  /** What it plays: a title's or a channel's name. */
  playing: z.string(),
  /** When it was last heard from, epoch ms. */
  lastSeenAt: z.number().int(),
});

export type ActiveStream = z.infer<typeof activeStreamSchema>;

export const playFixSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signIn') }),
  /** stat: registered at the provider, but the profile is not completed here. */
  z.object({ kind: z.literal('finishSetUp') }),
  /** stat: the provider's package lacks the network; the provider's own steps are the upsell's. */
  z.object({ kind: z.literal('upsell') }),
  /** ott: no subscription, or it lapsed; the plan that unlocks it (the lapsed one's own where still sold). */
  z.object({
    kind: z.literal('subscribe'),
    target: z.literal('continuePurchase'),
    productCode: z.string(),
    /** "Premium, $14.99 a month" (the plan's subscriptionPlanSummary). */
    planSummary: z.string(),
    lapsed: z.boolean(),
  }),
  /** ott: the last payment failed (dunning): the viewer still watches, and is told so. */
  z.object({ kind: z.literal('editBilling'), target: z.literal('settings') }),
  /**
   * Above this profile's limit: the title's rating and the limit, as Settings shows them, and who
   * may change it: this profile, its household's primary (a sub profile), or the TV provider (a
   * primary whose provider keeps parental controls to itself).
   */
  z.object({ kind: z.literal('restrictions'), target: z.literal('settings'), rating: z.string(), limit: z.string(), changedBy: z.enum(['you', 'primary', 'provider']) }),
  /** The pay-per-view event, not bought: its price now. */
  z.object({ kind: z.literal('buy'), target: z.literal('ppv'), priceInCents: cents }),
  /** The pay-per-view channel or replay before its window: when it opens, epoch ms. */
  z.object({ kind: z.literal('opens'), target: z.literal('ppv'), at: z.number().int() }),
  /** As many streams as the account may play at once: which they are; stopping one frees its place. */
  z.object({ kind: z.literal('stopAStream'), streams: z.array(activeStreamSchema) }),
]);

export type PlayFix = z.infer<typeof playFixSchema>;
