import { z } from 'zod';
import { productCodeSchema, redemptionCodeSchema } from './billing.ts';
import { MESSAGES } from './messages.ts';
import { userSchema } from './user.ts';

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

/** What a redemption gives: credit for the next invoices, or (no subscription) a subscription paid by it. */
export const GIFT_CARD_OUTCOMES = ['credit', 'subscription'] as const;
export type GiftCardOutcome = (typeof GIFT_CARD_OUTCOMES)[number];

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

/** Wrong codes per account and per address before the calls refuse to look (docs/decisions.md, "Gift cards"). */
export const GIFT_CARD_LIMITS = {
  guessesPerAccount: { max: 5, windowMs: 15 * 60_000 },
  guessesPerAddress: { max: 20, windowMs: 15 * 60_000 },
} as const;

/** The plan a gift card gives a viewer without a subscription. */
export const GIFT_CARD_PLAN = 'STAT_ESSENTIAL_MONTHLY';

export const GIFT_CARD_ERROR_CODES = {
  captchaInvalid: 'error.captcha.invalid',
  captchaUsed: 'error.captcha.used',
  tooManyGuesses: 'error.giftcard.tooManyAttempts',
} as const;

/** What the gift card calls answer in words; the spec's own (already redeemed) are MESSAGES'. */
export const GIFT_CARD_MESSAGES = {
  title: MESSAGES.giftCardErrorTitle,
  alreadyRedeemed: MESSAGES.giftCardAlreadyRedeemed,
  captchaInvalid: 'We could not confirm you are not a robot. Please try again.',
  captchaUsed: 'This check was already used. Please confirm again.',
  tooManyGuesses: 'Too many gift card codes were tried. Please wait 15 minutes and try again.',
} as const;

/** The giftRedemption page's words. Amounts and dates come formatted ("$9.99", "December 27, 2026"). */
export const GIFT_CARD_LABELS = {
  lead: 'Enter the code on your gift card. Its value becomes credit on your account.',
  code: 'Gift card code',
  codeHint: 'Letters, digits and dashes, as printed on the card.',
  codeRequired: 'Enter the code on your gift card.',
  captcha: 'Confirm you are not a robot',
  captchaWaiting: 'Confirming you are not a robot…',
  check: 'Check gift card',
  redeem: 'Redeem gift card',
  another: 'Redeem another gift card',
  signInHeading: 'Sign in to redeem your gift card',
  signInLead: 'We keep your code while you sign in or create an account.',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  found: (amount: string) => `This gift card is worth ${amount}.`,
  willCredit: (amount: string) => `Redeeming it adds ${amount} of credit to your account, used by your next invoices.`,
  willSubscribe: (plan: string) => `Redeeming it gives you one month of ${plan}, with no card needed. Anything left stays as credit on your account.`,
  redeemedHeading: 'Gift card redeemed',
  redeemedCredit: (amount: string, credit: string) => `${amount} was added to your account. Your credit is now ${credit}.`,
  redeemedSubscription: (plan: string, until: string) => `You can watch with ${plan} until ${until}.`,
  startWatching: 'Start watching',
} as const;
