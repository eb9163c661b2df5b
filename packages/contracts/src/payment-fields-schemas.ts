import { z } from 'zod';

/**
 * The schemas of payment-fields.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/**
 * The browser's payment fields (card fields and PayPal, issue 23): where their script comes from,
 * the four card fields, the brands they recognise, and every text the fields, the web app's
 * component and the embedded gateway's own pages show.
 */

/**
 * GET /api/payments/fields: the recurly.js v4 script to load (Recurly's, or the embedded
 * gateway's own copy of its API) and the public key to configure it with.
 */
export const paymentFieldsSchema = z.object({
  scriptUrl: z.url({ protocol: /^https?$/ }),
  publicKey: z.string().min(1),
});

export type PaymentFields = z.infer<typeof paymentFieldsSchema>;
