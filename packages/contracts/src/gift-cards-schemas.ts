import { z } from 'zod';
import { productCodeSchema, redemptionCodeSchema } from './billing-schemas.ts';
import { userSchema } from './user-schemas.ts';
import { GIFT_CARD_OUTCOMES } from './gift-cards.ts';

/**
 * The schemas of gift-cards.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/**
 * Gift card redemption (streaming spec sections 3, 5, 7, 9; shell spec giftRedemption): a card's
 * code checked behind a captcha (`GET giftcard/{code}/captcha/{token}/action/gift_validation`),
 * then redeemed (`POST giftcard/redeem` with giftCardCode and the captcha's solution as
 * `recaptcha`, the spec's name). The captcha is an ALTCHA proof of work: `GET captcha/challenge`
 * gives the challenge, the widget's solution (base64 JSON) is the token. Each solution is accepted once.
 */

/** A solved captcha as the ALTCHA widget gives it: base64 of its JSON (challenge and solution). */
export const captchaTokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .regex(/^[A-Za-z0-9+/=_-]+$/, 'Expected a captcha solution');

/** An ALTCHA challenge (PoW v2), as the widget fetches it: its parameters and the server's signature. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The path of the validation call: the code and the solved captcha. */
export const giftCardValidationParamsSchema = z.object({
  code: redemptionCodeSchema,
  token: captchaTokenSchema,
});

/** Gift card (section 3: redemptionDate), with its code and value. */
export const giftCardSchema = z.object({
  code: z.string(),
  amountInCents: z.number().int().nonnegative(),
  /** When it was redeemed (epoch ms); null until then. */
  redemptionDate: z.number().int().nullable(),
});

export type GiftCard = z.infer<typeof giftCardSchema>;

/** GET giftcard/{code}/captcha/{token}/action/gift_validation: the card, and what redeeming it would do for this viewer. */
export const giftCardValidationSchema = z.object({
  giftCard: giftCardSchema,
  outcome: z.enum(GIFT_CARD_OUTCOMES),
  /** With outcome `subscription`: the plan of the month the card pays for, and its name; else null. */
  productCode: productCodeSchema.nullable(),
  planName: z.string().nullable(),
});

export type GiftCardValidation = z.infer<typeof giftCardValidationSchema>;

/** POST giftcard/redeem (section 7). */
export const giftCardRedeemRequestSchema = z.object({
  giftCardCode: redemptionCodeSchema,
  recaptcha: captchaTokenSchema,
});

export type GiftCardRedeemRequest = z.input<typeof giftCardRedeemRequestSchema>;

/** What POST giftcard/redeem answers: the card redeemed, what it did, the viewer as now (authorized after a subscription). */
export const giftCardRedemptionSchema = giftCardValidationSchema.extend({
  /** The account's credit once redeemed (and spent, with a subscription). */
  accountCreditInCents: z.number().int().nonnegative(),
  /** With outcome `subscription`: when it ends (epoch ms). */
  subscriptionEndsAt: z.number().int().nullable(),
  user: userSchema,
});

export type GiftCardRedemption = z.infer<typeof giftCardRedemptionSchema>;
