

/*
 * Renewals, failed payments and webhooks (issue 24 section 5): the gateway's webhook
 * notifications as the API receives them, and the dunning banner's words.
 */

/** Recurly's webhook signature header: `<timestamp ms>,<hex HMAC-SHA256>[,<more signatures>]`. */
export const WEBHOOK_SIGNATURE_HEADER = 'recurly-signature';

/** A notification signed longer ago than this is refused (Recurly's own tolerance). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The user's `bi.subscriptionStatus` while a renewal is unpaid and the gateway retries it (the
 * subscription still active: Recurly's past-due invoice). The app reads it from the user it has.
 */
export const DUNNING_SUBSCRIPTION_STATUS = 'PAST_DUE';

/** Whether the viewer's account is in its dunning period (a renewal unpaid, retries under way). */
export function inDunningPeriod(user: { bi: { subscriptionStatus: string | null } } | null | undefined): boolean {
  return user?.bi.subscriptionStatus === DUNNING_SUBSCRIPTION_STATUS;
}

/** Where Edit billing opens: Settings at this hash. */
export const EDIT_BILLING_HASH = 'edit-billing';

/** The dunning banner, shown on every page while the account is in its dunning period. */
export const DUNNING_LABELS = {
  region: 'Payment problem',
  message: 'We couldn’t charge your card for your STAT subscription. Update your card to keep watching.',
  updateCard: 'Update your card',
} as const;

/** The webhook route's error codes (kept here, one file per area, as cancellation's are). */
export const WEBHOOK_ERROR_CODES = {
  signatureInvalid: 'error.webhook.signatureInvalid',
  expired: 'error.webhook.expired',
  inFlight: 'error.webhook.inFlight',
} as const;

export const WEBHOOK_MESSAGES = {
  signatureInvalid: 'The webhook signature is missing or does not match.',
  expired: 'The webhook signature is more than 5 minutes old.',
  inFlight: 'This notification is being handled; deliver it again later.',
  notANotification: 'Not a webhook notification.',
} as const;
