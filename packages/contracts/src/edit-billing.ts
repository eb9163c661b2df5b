import type { BILLING_TYPES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './billing.ts';

/** The postal code a gateway takes: at most 10 characters. */
export const POSTAL_CODE_MAX = 10;

/** Where a billing form's problem is shown: under a field, or at the top of the form. */
export type BillingProblemAt = 'form' | 'firstName' | 'lastName' | 'zipcode';

export type BillingProblems = Partial<Record<BillingProblemAt, string>>;

/** A billing form's own fields, as typed (a method the form did not offer included). */
export interface BillingDetails {
  paymentMethod: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  zipcode?: string | undefined;
}

const isPaymentMethod = (method: string): method is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(method);

const blank = (value: string | undefined) => !value?.trim();

/**
 * The billing form's rules before the gateway's token exists (streaming spec section 5, "Edit
 * billing"): by card, first and last name (the spec gives the last name the first name's
 * wording); by PayPal, a zip code that is not blank; any other method, the form error. A zip code
 * longer than a gateway takes is refused whatever the method.
 */
export function billingDetailsProblems(details: BillingDetails): BillingProblems {
  if (!isPaymentMethod(details.paymentMethod)) return { form: MESSAGES.billingValidationFailed };
  const problems: BillingProblems = {};
  if (details.paymentMethod === 'Card') {
    if (blank(details.firstName)) problems.firstName = MESSAGES.billingFirstNameRequired;
    if (blank(details.lastName)) problems.lastName = MESSAGES.billingLastNameRequired;
  } else if (blank(details.zipcode)) {
    problems.zipcode = MESSAGES.billingZipRequired;
  }
  if ((details.zipcode?.trim().length ?? 0) > POSTAL_CODE_MAX) problems.zipcode = MESSAGES.billingZipRequired;
  return problems;
}

/** The whole edit-billing request's rules, the same on both sides: the fields', then the token (none: the form error). */
export function editBillingProblems(request: BillingDetails & { recurlyToken?: string | undefined }): BillingProblems {
  const problems = billingDetailsProblems(request);
  if (blank(request.recurlyToken)) problems.form = MESSAGES.billingValidationFailed;
  return problems;
}

/** The one problem an answer names: the form's first, then the fields in the form's order. */
export function firstBillingProblem(problems: BillingProblems): string | null {
  return problems.form ?? problems.firstName ?? problems.lastName ?? problems.zipcode ?? null;
}

/**
 * Settings' edit-billing section's id: `/settings#edit-billing` scrolls there and opens the form
 * (the dunning banner links there; it cannot import the billing feature, so the name is here).
 */
export const EDIT_BILLING_ANCHOR = 'edit-billing';

/** Direct billing (section 6): BACON, or the empty value. Only these accounts edit their billing here. */
export function isDirectBilling(billingType: BillingType | null): boolean {
  return billingType === null || billingType === 'BACON';
}

/** What the edit-billing and receipt calls answer in words (ours: docs/decisions.md, "Subscription in Settings"). */
export const EDIT_BILLING_MESSAGES = {
  billedElsewhere: 'Your subscription is billed by someone else. Change how you pay where you pay for it.',
  complimentary: 'This is a complimentary account: there is nothing to pay, so no payment method to change.',
  noBillingAccount: 'You have no payment method with us to change. Subscribe first.',
  receiptNotFound: 'We could not find this transaction on your account.',
} as const;

export type BillingType = (typeof BILLING_TYPES)[number];
