import { z } from 'zod';
import { billingDetailsProblems, PAYMENT_METHODS } from '@stat/contracts';

/**
 * A payment form's own fields (the checkout's payment step, Settings' edit billing), checked by
 * the contracts' billing rules (streaming spec section 5), the API's own: by card, first and last
 * name; by PayPal, a zip code that is not blank. The token is the gateway's, checked when it comes.
 */
export const paymentFormSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    firstName: z.string().trim().max(50),
    lastName: z.string().trim().max(50),
    postalCode: z.string().trim(),
  })
  .superRefine((form, context) => {
    const problems = billingDetailsProblems({ paymentMethod: form.method, firstName: form.firstName, lastName: form.lastName, zipcode: form.postalCode });
    if (problems.firstName) context.addIssue({ code: 'custom', path: ['firstName'], message: problems.firstName });
    if (problems.lastName) context.addIssue({ code: 'custom', path: ['lastName'], message: problems.lastName });
    if (problems.zipcode) context.addIssue({ code: 'custom', path: ['postalCode'], message: problems.zipcode });
  });
export type PaymentForm = z.input<typeof paymentFormSchema>;
