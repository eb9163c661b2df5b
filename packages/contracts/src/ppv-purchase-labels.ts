/**
 * The words of buying the pay-per-view on the event page (issue 25 section 3): the purchase
 * section, the purchase dialog and the order details. Amounts and dates come in already
 * formatted ("$69.99", "December 12"). The API's refusals (a decline, already bought, not on sale,
 * a coupon refused) are shown in its own words (API_MESSAGES).
 */
export const PPV_PURCHASE_LABELS = {
  signInToBuy: 'Sign in to buy',
  /** Before and during the broadcast, and after it, when what is sold is the replay (PPV_REPLAY_PHASES). */
  signInLead: {
    live: 'Sign in and buy the fight here, then watch it live on the night.',
    replay: 'Sign in and buy the replay here: every fight of the night, until it comes down.',
  },
  subscribeToBuy: 'Subscribe to buy',
  subscribeLead: 'The fight is sold to subscribers: start your subscription, then come back here to buy it.',
  buy: 'Buy now',
  loading: 'Checking your purchase',
  loadFailed: 'We could not check whether you bought this event. Please try again.',
  retry: 'Try Again',
  bought: 'You bought this event',
  boughtLead: {
    live: 'The fights play here, on the pay-per-view channel, from the start of the broadcast.',
    replay: 'The replay is yours: every fight of the night, until it comes down.',
  },
  seeOrder: 'See your order details',
  dialog: {
    title: 'Buy the fight',
    close: 'Close',
    event: 'Event',
    price: 'Price',
    discount: (code: string) => `Coupon ${code}`,
    total: 'Total',
    payment: 'Payment',
    savedPayment: 'Pay with your saved payment',
    newCard: 'Pay with another card',
    firstName: 'First name',
    lastName: 'Last name',
    postalCode: 'Zip code (optional)',
    coupon: 'Coupon code',
    applyCoupon: 'Apply',
    applyCouponLabel: 'Apply coupon',
    couponApplied: (code: string, amount: string) => `Coupon ${code} applied: ${amount} off`,
    removeCoupon: 'Remove',
    removeCouponLabel: (code: string) => `Remove coupon ${code}`,
    couponFormat: 'Enter a coupon code of letters and numbers.',
    buyFor: (amount: string) => `Buy for ${amount}`,
    declined: 'Your payment did not go through. Nothing was charged.',
    cardInvalid: 'Check the card details: each field says what is wrong.',
    failed: 'The purchase did not go through. Please try again.',
    done: 'You bought it',
    doneLead: 'Your receipt is on its way by e-mail. Here is your order:',
    finish: 'Done',
  },
  order: {
    orderNumber: 'Order number',
    amount: 'Amount',
    eventDate: 'Event date',
    paymentMethod: 'Payment method',
    transactionDate: 'Purchased on',
  },
} as const;
