import { z } from 'zod';
import { MESSAGES, PAYMENT_METHODS } from '@stat/contracts';

/** The postal code a gateway takes: at most 10 characters (the preview's own limit). */
const POSTAL_CODE_MAX = 10;

/**
 * The payment step's own fields (streaming spec section 5, "Edit billing"): by card, the first
 * and last name are required (the spec gives the last name the first name's wording); by
 * PayPal, a postal code that is not blank. The token is the gateway's, checked when it comes.
 */
export const paymentFormSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    firstName: z.string().trim().max(50),
    lastName: z.string().trim().max(50),
    postalCode: z.string().trim().max(POSTAL_CODE_MAX, MESSAGES.billingZipRequired),
  })
  .superRefine((form, context) => {
    if (form.method === 'Card') {
      if (!form.firstName) context.addIssue({ code: 'custom', path: ['firstName'], message: MESSAGES.billingFirstNameRequired });
      if (!form.lastName) context.addIssue({ code: 'custom', path: ['lastName'], message: MESSAGES.billingLastNameRequired });
    } else if (!form.postalCode) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: MESSAGES.billingZipRequired });
    }
  });
export type PaymentForm = z.input<typeof paymentFormSchema>;
