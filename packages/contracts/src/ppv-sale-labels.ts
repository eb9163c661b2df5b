import { formatPrice } from './billing.ts';

/**
 * What the pay-per-view purchase calls answer in words, and its receipt e-mail (designed here
 * where the spec gives none: docs/decisions.md, "Pay-per-view purchase (API)"). Amounts come in
 * cents, dates already formatted.
 */
export const PPV_SALE_MESSAGES = {
  notFound: 'This event is not on sale here.',
  notOnSale: 'This event is not on sale right now.',
  alreadyBought: 'You have already bought this event. Find your order on the event page.',
  purchaseInProgress: 'Your purchase of this event is still going through. Please wait a moment and check again.',
  couponNotForEvent: (code: string) => `${code} does not apply to this event.`,
  couponExpired: (code: string) => `${code} has expired.`,
  /** The payment method of a purchase the account's credit (a gift card's) paid in full. */
  paidByCredit: 'Account credit',
  receipt: {
    subject: (event: string) => `Your STAT receipt: ${event}`,
    greeting: (firstName: string | null) => `Hi ${firstName ?? 'there'},`,
    thanks: (event: string) => `Thank you for buying ${event}.`,
    charged: (cents: number) => `Charged: ${formatPrice(cents)}`,
    eventDate: (date: string) => `Event date: ${date}`,
    paymentMethod: (method: string) => `Payment method: ${method}`,
    orderNumber: (number: string) => `Order number: ${number}`,
    /** Bought before the broadcast ends, or after it (PPV_REPLAY_PHASES), when the replay is what was sold. */
    watch: {
      live: 'Watch it live on the pay-per-view channel from the start of the broadcast, and on replay afterwards.',
      replay: 'Watch the replay on the event page: every fight of the night, until it comes down.',
    },
  },
} as const;
