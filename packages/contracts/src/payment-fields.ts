

/** The card fields, in their keyboard order; the names are recurly.js's. */
export const CARD_FIELDS = ['number', 'month', 'year', 'cvv'] as const;

export type CardField = (typeof CARD_FIELDS)[number];

/** recurly.js's brand names, as a number field's state reports them. */
export const CARD_BRANDS = ['visa', 'master', 'american_express', 'discover', 'unknown'] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

/** What one field reports as it changes (recurly.js's element state). */
export interface CardFieldState {
  valid: boolean;
  empty: boolean;
  focus: boolean;
  /** The number field's only; 'unknown' until the first digits name one. */
  brand?: CardBrand;
}

/** The demo buyer of the embedded gateway's PayPal stand-in. */
export const PAYPAL_DEMO_BUYER = 'buyer@paypal.test';

/** Texts of the card fields and the PayPal button, in the app and inside the gateway's frames. */
export const PAYMENT_FIELD_LABELS = {
  cardDetails: 'Card details',
  number: 'Card number',
  expiry: 'Expiry date',
  month: 'Expiry month',
  year: 'Expiry year',
  cvv: 'Security code',
  placeholders: { number: '1234 1234 1234 1234', month: 'MM', year: 'YYYY', cvv: 'CVV' },
  brands: { visa: 'Visa', master: 'Mastercard', american_express: 'American Express', discover: 'Discover' },
  loading: 'Loading secure card fields',
  secureNote: 'Your card details are entered on our payment provider’s secure fields and never reach STAT.',
  payWithPayPal: 'Pay with PayPal',
  paypalOpening: 'Waiting for PayPal',
} as const;

/** The messages under the fields: what to fix, in the field's own words. */
export const PAYMENT_FIELD_MESSAGES = {
  number: 'Enter a valid card number',
  month: 'Enter a valid expiry month (01 to 12)',
  year: 'Enter an expiry date in the future',
  cvv: (digits: number) => `Enter the ${digits}-digit security code`,
  unavailable: 'Card payment is unavailable right now. Please try again in a moment.',
  paypalUnavailable: 'PayPal is unavailable right now. Please try again in a moment or pay by card.',
} as const;

/** The embedded gateway's PayPal approval page (a stand-in for PayPal's own). */
export const GATEWAY_PAYPAL_LABELS = {
  title: 'PayPal (demo)',
  heading: 'Set up a billing agreement',
  intro: (merchant: string) => `${merchant} would like to charge your PayPal account for your subscription until you cancel.`,
  signedInAs: 'Signed in as',
  agree: 'Agree and Continue',
  cancel: 'Cancel and return',
  note: 'This is the embedded payment gateway’s stand-in for PayPal: no real account is charged.',
  done: 'Done. Returning you to STAT…',
  invalid: 'This PayPal request is not valid. Please close this window and try again.',
} as const;
