import type { Transaction } from './billing-schemas.ts';

/**
 * The words of Settings' subscription on ott (issue 24 section 1): the details, the transactions
 * and their receipts, editing the payment method, and who bills an account billed elsewhere. Ours,
 * where the spec names the screens but not their words (docs/decisions.md, "Subscription in
 * Settings"). Dates and amounts come in already formatted.
 */
export const SUBSCRIPTION_SETTINGS_LABELS = {
  details: {
    heading: 'Subscription details',
    loading: 'Loading your subscription',
    failed: 'We could not load your subscription. Please try again.',
    retry: 'Try Again',
    plan: 'Plan',
    addOns: 'Add-ons',
    noAddOns: 'None',
    price: 'Price',
    nextBilling: 'Next billing date',
    status: 'Status',
    trial: 'Free trial',
    payment: 'Payment method',
  },
  transactions: {
    heading: 'Transactions',
    caption: 'Charges, refunds and credits, newest first',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    receipt: 'Receipt',
    /** The receipt button's full name: every row has one. */
    openReceipt: (description: string, date: string) => `Receipt for ${description}, ${date}`,
    none: 'No transactions yet.',
    statuses: { success: 'Paid', declined: 'Declined', void: 'Void', pending: 'Pending' } satisfies Record<Transaction['status'], string>,
    /** A refund or a credit is money back: shown with a minus sign. */
    types: { purchase: 'Charge', refund: 'Refund', credit: 'Credit', verify: 'Card check' } satisfies Record<Transaction['type'], string>,
  },
  receipt: {
    title: 'Receipt',
    loading: 'Loading the receipt',
    failed: 'We could not load this receipt. Please try again.',
    retry: 'Try Again',
    invoice: 'Invoice number',
    noInvoice: 'No invoice: nothing was charged.',
    date: 'Date',
    lines: 'Items',
    period: (start: string, end: string) => `${start} to ${end}`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    credit: 'Account credit',
    total: 'Total',
    thisPayment: 'This transaction',
    payment: 'Payment method',
    status: 'Status',
    close: 'Close',
  },
  editBilling: {
    heading: 'Payment method',
    onFile: 'On file',
    open: 'Edit billing',
    formHeading: 'Update your payment method',
    save: 'Save Payment Method',
    cancel: 'Cancel',
    updated: 'Your payment method was updated.',
    declined: 'The gateway refused this payment method',
  },
  billedElsewhere: {
    /** Before the billing type's label ("Billed by Google Play", "Complimentary account"). */
    billing: 'Billing',
  },
} as const;
