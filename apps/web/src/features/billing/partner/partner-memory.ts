import * as z from 'zod/mini';
import { PARTNER_IDS, PARTNER_OFFER_CODE_PATTERN } from '@stat/contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { createTimedMemory } from '../../../lib/timed-memory.ts';

/**
 * What the page keeps while the viewer is at the partner: which partner, the offer, and the
 * intent's Idempotency-Key. In Zod Mini: the paywall reads it as it hydrates (a canceled sign-in).
 */
const partnerSignInSchema = z.object({
  partnerId: z.enum(PARTNER_IDS),
  offerCode: z.string().check(z.regex(PARTNER_OFFER_CODE_PATTERN)),
  idempotencyKey: z.string().check(z.minLength(1)),
});
export type PartnerSignIn = z.infer<typeof partnerSignInSchema>;

/**
 * The partner sign-in under way, kept while the viewer is at the partner: the partner sends them
 * back to one address for every partner, so the page learns from here which partner and offer it
 * was. An hour is ample: the sign-in itself expires after ten minutes.
 */
export const partnerSignInMemory = createTimedMemory(STORAGE_KEYS.partnerSignIn, partnerSignInSchema, 60 * 60 * 1000);
