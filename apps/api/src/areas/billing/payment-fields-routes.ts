import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentFieldsSchema } from '@stat/contracts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import type { PaymentFieldsSource } from './payments.ts';

export interface PaymentFieldsRoutesOptions {
  /** The app's payments.browser: Recurly's recurly.js with RECURLY_PUBLIC_KEY, else the embedded gateway's. */
  source: PaymentFieldsSource;
}

/**
 * GET /api/payments/fields: the script the web app loads for its card fields and PayPal button,
 * and the public key to configure it with. The same for everyone, so cacheable, but briefly:
 * the embedded gateway's port may change at the next start.
 */
const paymentFieldsRoutes: FastifyPluginAsyncZod<PaymentFieldsRoutesOptions> = async (app, opts) => {
  const answer = paymentFieldsSchema.parse({ scriptUrl: opts.source.scriptUrl, publicKey: opts.source.publicKey });
  app.get(
    '/api/payments/fields',
    {
      schema: {
        tags: ['billing'],
        summary: 'Where the card fields and PayPal come from',
        response: { 200: paymentFieldsSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return answer;
    },
  );
};
export default paymentFieldsRoutes;
