import { MESSAGES } from './messages.ts';

/** What a redemption gives: credit for the next invoices, or (no subscription) a subscription paid by it. */
export const GIFT_CARD_OUTCOMES = ['credit', 'subscription'] as const;

export type GiftCardOutcome = (typeof GIFT_CARD_OUTCOMES)[number];

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
