import type { BillingInterval } from './billing.ts';

/** "a month", "a year": after a price. */
const PER: Record<BillingInterval, string> = { month: 'a month', year: 'a year' };
/** "month", "year": a period in a sentence. */
const PERIOD: Record<BillingInterval, string> = { month: 'month', year: 'year' };

/**
 * The words of the ott subscribe flow (continuePurchase): choose a plan and bundle, review the
 * preview, pay, confirm with the password, and the confirmation. The spec's own messages (the
 * billing form's rules, the gift card error) are MESSAGES; the API's are BILLING_MESSAGES.
 * Amounts and dates come in already formatted ("$14.99", "December 4, 2026").
 */
export const BILLING_LABELS = {
  /** The flow's heading when no paywall page gives one. */
  title: 'Start Your Subscription',
  lead: 'Choose a plan, review what you pay, and start watching.',
  loading: 'Loading plans',
  /** The step list's name and each step's name in it, when the paywall page does not label them. */
  progress: 'Subscription steps',
  steps: { plan: 'Plan', preview: 'Review', payment: 'Payment', confirm: 'Confirm' },
  /** Read after a step already done in the step list. */
  completed: 'completed',
  back: 'Back',
  continue: 'Continue',
  /** After a price: "a month". */
  per: PER,
  price: (amount: string, interval: BillingInterval) => `${amount} ${PER[interval]}`,
  choose: {
    heading: 'Choose your plan',
    interval: 'Billing period',
    intervals: { month: 'Monthly', year: 'Annual' } satisfies Record<BillingInterval, string>,
    plans: 'Plans',
    trial: (days: number) => `${days}-day free trial`,
    ads: 'With ads',
    noAds: 'No ads',
    addOn: (addOn: string, price: string) => `Add ${addOn} for ${price}`,
    noPlans: 'No plans are on sale right now. Please try again later.',
    plansFailed: 'We could not load the plans. Please try again.',
    retry: 'Try Again',
    pickOne: 'Choose a plan to continue.',
  },
  review: {
    heading: 'Review your order',
    figures: 'What you pay',
    subtotal: 'Subtotal today',
    discount: (code: string) => `Coupon ${code}`,
    credit: 'Gift card and account credit',
    dueToday: 'Due today',
    nextCharge: (date: string) => `Next charge, ${date}`,
    inWords: 'In short',
    updating: 'Updating the figures',
    failed: 'We could not work out the figures. Please try again.',
    retry: 'Try Again',
    coupon: 'Coupon code',
    giftCard: 'Gift card code',
    apply: 'Apply',
    /** Each Apply button's full name: two fields, two buttons told apart. */
    applyCoupon: 'Apply coupon',
    applyGiftCard: 'Apply gift card',
    remove: 'Remove',
    removeCode: (code: string) => `Remove ${code}`,
    applied: (code: string) => `${code} applied`,
    codeInvalid: 'Enter the code as written: letters, digits and dashes.',
    toPayment: 'Continue to Payment',
  },
  /** The preview in words (issue 23: what is charged today, when the trial ends, what is charged next and when, the codes' effect). */
  words: {
    trialToday: (days: number) => `Nothing is charged today: your ${days}-day free trial starts now.`,
    dueToday: (amount: string) => `You pay ${amount} today.`,
    trialEnds: (date: string) => `Your free trial ends on ${date}.`,
    nextThenPrice: (date: string, next: string, price: string, interval: BillingInterval) =>
      `On ${date} you are charged ${next}, then ${price} ${PER[interval]} until you cancel.`,
    nextAtPrice: (date: string, price: string, interval: BillingInterval) =>
      `From ${date} you are charged ${price} ${PER[interval]} until you cancel.`,
    coupon: (code: string, name: string) => `Coupon ${code}: ${name}.`,
    couponToday: (amount: string) => `It takes ${amount} off today.`,
    couponNext: (amount: string, interval: BillingInterval) => `It takes ${amount} off your first paid ${PERIOD[interval]}.`,
    giftCard: (code: string, amount: string) => `Gift card ${code} adds ${amount} of credit to your account.`,
    creditToday: (amount: string) => `${amount} of credit is used today.`,
    creditLater: (amount: string) => `${amount} of credit is left for later charges.`,
  },
  payment: {
    heading: 'Payment',
    method: 'Pay with',
    methods: { Card: 'Card', PayPal: 'PayPal' },
    firstName: 'First Name',
    lastName: 'Last Name',
    postalCode: 'Zip Code',
    submit: 'Continue',
    paypalLead: 'You approve the payment on PayPal’s page, then come back here to confirm.',
    paypalCancelled: 'PayPal was cancelled. Nothing was charged: choose how to pay.',
    declined: 'Your payment was declined',
  },
  confirm: {
    heading: 'Confirm and subscribe',
    payment: 'Payment',
    card: (name: string) => `Card, ${name}`,
    paypal: 'PayPal',
    password: 'Password',
    passwordRequired: 'Please enter your password.',
    passwordLead: 'For your security, enter your password to confirm the purchase.',
    account: (email: string) => `Account: ${email}`,
    buy: 'Start Subscription',
    processing: 'Processing your payment',
    terms: 'Your subscription renews automatically until you cancel. Cancel anytime in Settings.',
  },
  /** The front door's plans (ott, signed out): each starts Create Account with the plan kept. */
  frontDoor: {
    heading: 'Choose your plan',
    start: (plan: string) => `Start with ${plan}`,
  },
  done: {
    heading: 'You’re subscribed',
    lead: 'Welcome to STAT. A receipt is on its way to your inbox.',
    plan: 'Plan',
    charged: 'Charged today',
    trialEnds: 'Free trial ends',
    nextBilling: 'Next billing date',
    nextCharge: 'Next charge',
    payment: 'Payment method',
    invoice: 'Invoice number',
    continue: 'Start Watching',
  },
} as const;
