import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorResponseSchema,
  ERROR_CODES,
  WEBHOOK_ERROR_CODES,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_MS,
  webhookNotificationSchema,
  webhookReceiptSchema,
} from '@stat/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import { checkWebhookSignature } from '../../lib/webhook-signature.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { refreshAccount } from './account-refresh.ts';
import { createBillingAccounts } from './billing-account.ts';
import { sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';
import { createWebhooksRepository } from './webhooks-repository.ts';

export interface WebhookRoutesOptions {
  payments: Payments;
  mailer: Mailer;
  /** The key the gateway signs with (RECURLY_WEBHOOK_KEY, or the embedded gateway's server secret). */
  webhookKey: string;
  publicUrl: string;
  /** What a signature's age is measured against; tests move it. */
  now?: () => Date;
}

/**
 * `POST /api/billing/webhooks`: the gateway's webhook notifications (Recurly's JSON webhooks).
 * Checked on the raw body before anything else (signature, then age: 5 minutes), handled once
 * whatever the number of deliveries, and only as a hint: the account is read again from the
 * gateway and the user updated from that. Not a browser's call: no session, outside CSRF.
 */
const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const webhooks = createWebhooksRepository(app.database.db, now);
  const refresh = { accounts: createBillingAccounts(opts.payments.client), users: app.usersRepository, webhooks, mailer: opts.mailer, publicUrl: opts.publicUrl };
  // The signature covers the bytes sent: the body is kept as the raw string (this plugin's routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/billing/webhooks',
    {
      config: { machineClient: true },
      schema: {
        tags: ['billing'],
        summary: 'The payment gateway’s webhook notifications (Recurly’s JSON webhooks, signed): the account is read again from the gateway',
        body: z.string().max(10_000),
        response: {
          200: webhookReceiptSchema,
          ...commonErrorResponses,
          401: apiErrorResponseSchema.describe('The recurly-signature header is missing, wrong, or more than 5 minutes old'),
          409: apiErrorResponseSchema.describe('The same notification is being handled now: deliver it again later'),
          503: apiErrorResponseSchema.describe('The gateway could not be read: deliver it again later'),
        },
      },
    },
    async (request, reply) => {
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const check = checkWebhookSignature(typeof header === 'string' ? header : undefined, request.body, opts.webhookKey, now().getTime(), WEBHOOK_TOLERANCE_MS);
      if (check !== 'valid') {
        request.log.warn({ check }, 'webhook refused');
        return check === 'expired'
          ? sendApiError(reply, 401, { code: WEBHOOK_ERROR_CODES.expired, body: WEBHOOK_MESSAGES.expired })
          : sendApiError(reply, 401, { code: WEBHOOK_ERROR_CODES.signatureInvalid, body: WEBHOOK_MESSAGES.signatureInvalid });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body);
      } catch {
        parsed = null;
      }
      const notification = webhookNotificationSchema.safeParse(parsed);
      if (!notification.success) return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: WEBHOOK_MESSAGES.notANotification });
      const { id, event_type: eventType, object_type: objectType, account_code: accountCode } = notification.data;
      const claim = await webhooks.claim(id, `${objectType}.${eventType}`, accountCode);
      if (claim === 'handled') return { outcome: 'duplicate' as const };
      if (claim === 'busy') return sendApiError(reply, 409, { code: WEBHOOK_ERROR_CODES.inFlight, body: WEBHOOK_MESSAGES.inFlight });
      try {
        const standing = await refreshAccount({ ...refresh, log: request.log }, accountCode);
        await webhooks.finish(id);
        request.log.info({ notification: id, event: `${objectType}.${eventType}`, status: standing?.subscriptionStatus ?? null }, 'webhook handled');
        return { outcome: 'handled' as const };
      } catch (error) {
        await webhooks.release(id);
        return sendGatewayFailure(request, reply, error, 'reading the account for a webhook');
      }
    },
  );
};
export default webhookRoutes;
