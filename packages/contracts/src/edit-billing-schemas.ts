import { z } from 'zod';
import { transactionSchema } from './billing-schemas.ts';

/**
 * The schemas of edit-billing.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
