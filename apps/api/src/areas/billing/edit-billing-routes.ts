import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client } from 'recurly';
import {
  apiErrorResponseSchema,
  CANCELLATION_ERROR_CODES,
  EDIT_BILLING_MESSAGES,
  editBillingProblems,
  editBillingRequestSchema,
  editBillingSchema,
  ERROR_CODES,
  firstBillingProblem,
  isDirectBilling,
} from '@stat/contracts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { billingInfoDisplay, gatewayAccountId, paymentMethodOf } from './billing-account.ts';
import { gatewayErrorOf, sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';

export interface EditBillingRoutesOptions {
  payments: Payments;
}

/** The client's calls take request options (headers) last; its declarations leave them out. */
type UpdateBillingInfo = (accountId: string, body: Parameters<Client['updateBillingInfo']>[1], options: { headers: Record<string, string> }) => ReturnType<Client['updateBillingInfo']>;

/**
 * Edit billing (streaming spec sections 5–7; issue 24 section 1): `PUT user/subscription/bacon`
 * gives the viewer's account at the gateway the payment method a new one-time token stands for
 * (the gateway's card fields or PayPal: never card data). Section 5's rules are the contracts'
 * `editBillingProblems`, the form's own. Only direct billing (BACON or empty) edits here: an
 * account billed by a partner or an app store, or a complimentary one, is refused. A money call:
 * once per Idempotency-Key, the key passed to the gateway.
 */
const editBillingRoutes: FastifyPluginAsyncZod<EditBillingRoutesOptions> = async (app, opts) => {
  const { client } = opts.payments;
  const updateBillingInfo = client.updateBillingInfo.bind(client) as unknown as UpdateBillingInfo;

  app.put(
    '/api/user/subscription/bacon',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Change the payment method on file with a one-time token (card fields or PayPal), once per Idempotency-Key',
        body: editBillingRequestSchema,
        response: {
          200: editBillingSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          400: apiErrorResponseSchema.describe(
            "A rule of section 5 not met (error.billing.invalid, the spec's words), a token the gateway does not accept (error.payment.invalid), or a malformed request",
          ),
          402: apiErrorResponseSchema.describe("The gateway refused the payment method: error.payment.declined, with the gateway's message"),
          403: apiErrorResponseSchema.describe('Billed by a partner or an app store, or complimentary (error.subscription.billedElsewhere), or not a same-origin call (CSRF)'),
          404: apiErrorResponseSchema.describe('No account at our gateway yet: error.subscription.notFound'),
          503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable (nothing changed)'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const billingType = user.bi.currentBillingType;
      if (!isDirectBilling(billingType)) {
        const body = billingType === 'PIG_BROTHER' ? EDIT_BILLING_MESSAGES.complimentary : EDIT_BILLING_MESSAGES.billedElsewhere;
        return sendApiError(reply, 403, { code: CANCELLATION_ERROR_CODES.billedElsewhere, body });
      }
      const problem = firstBillingProblem(editBillingProblems(request.body));
      if (problem) return sendApiError(reply, 400, { code: ERROR_CODES.billingInvalid, body: problem });

      const key = request.gatewayIdempotencyKey('billing-info');
      try {
        // The names and zip code travel on the token (recurly.js puts them there): the gateway keeps the token's.
        const info = await updateBillingInfo(gatewayAccountId(user.tveUserId), { tokenId: request.body.recurlyToken }, { headers: key ? { 'Idempotency-Key': key } : {} });
        request.log.info({ paymentMethod: paymentMethodOf(info) }, 'billing info updated');
        return { paymentMethod: billingInfoDisplay(info) };
      } catch (error) {
        if (gatewayErrorOf(error)?.type === 'not_found') {
          return sendApiError(reply, 404, { code: CANCELLATION_ERROR_CODES.noSubscription, body: EDIT_BILLING_MESSAGES.noBillingAccount });
        }
        return sendGatewayFailure(request, reply, error, 'updating billing info');
      }
    },
  );
};
export default editBillingRoutes;
