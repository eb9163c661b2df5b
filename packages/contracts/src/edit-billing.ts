import { z } from 'zod';
import type { BILLING_TYPES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { PAYMENT_METHODS, transactionSchema, type PaymentMethod } from './billing.ts';

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
 * PUT user/subscription/bacon (section 7): the new payment method's token with the names and zip
 * code; the method is what the form chose. Loose on purpose: `editBillingProblems` answers each
 * gap in the spec's words, so a request only a client bug could send is the only 400 zod gives.
 */
export const editBillingRequestSchema = z.object({
  paymentMethod: z.string().max(20),
  recurlyToken: z.string().max(128).optional(),
  firstName: z.string().max(50).optional(),
  lastName: z.string().max(50).optional(),
  zipcode: z.string().max(20).optional(),
});
export type EditBillingRequest = z.infer<typeof editBillingRequestSchema>;

/** The answer: the payment method now on file, in the card format (section 9). */
export const editBillingSchema = z.object({ paymentMethod: z.string() });
export type EditBilling = z.infer<typeof editBillingSchema>;

/** A gateway transaction's id, as a path segment: letters and digits. */
export const transactionIdSchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Expected a transaction id');

/**
 * A transaction's receipt (GET user/transactions/{id}/receipt): the gateway's invoice for it,
 * its lines, what a coupon took off and account credit paid, the total and what this transaction
 * paid. A card check (verify) has no invoice: its number is null and it has no lines.
 */
export const receiptSchema = z.object({
  transaction: transactionSchema,
  invoiceNumber: z.string().nullable(),
  /** The invoice's date, else the transaction's. */
  date: z.number().int(),
  lines: z.array(z.object({ description: z.string(), amountInCents: z.number().int(), startDate: z.number().int().nullable(), endDate: z.number().int().nullable() })),
  subtotalInCents: z.number().int(),
  discountInCents: z.number().int().nonnegative(),
  creditInCents: z.number().int().nonnegative(),
  totalInCents: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

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
