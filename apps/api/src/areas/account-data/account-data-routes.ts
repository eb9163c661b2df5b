import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDataFileName,
  accountDataSchema,
  API_MESSAGES,
  apiErrorResponseSchema,
  deleteUserRequestSchema,
  deleteUserSchema,
  ERROR_CODES,
  SETTINGS_DATA_LABELS,
  type AppVariant,
} from '@stat/contracts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createPasswordConfirmation } from '../accounts/password-confirmation.ts';
import { accountTransactions } from '../billing/account-transactions.ts';
import { sendGatewayFailure } from '../billing/gateway-errors.ts';
import { createSubscriptionCancellation } from '../billing/subscription-cancellation.ts';
import { accountSubject } from '../sign-in/idp/idp-secrets.ts';
import { endIdentityProviderSessions } from '../sign-in/idp/oidc-adapter.ts';
import { createAccountDataRepository } from './account-data-repository.ts';

export interface AccountDataRoutesOptions {
  variant: AppVariant;
  now?: () => Date;
}

/**
 * The account's data (issue 26 section 5): `GET user/data` ("Download my data", ours: the spec
 * names no call) and `DELETE user` (streaming spec section 7).
 */
const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const db = app.database.db;
  const repository = createAccountDataRepository(db);
  const { confirmPassword } = createPasswordConfirmation(db, opts.now);
  const ott = opts.variant === 'ott';

  app.get(
    '/api/user/data',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['account-data'],
        summary: 'Download my data: everything we hold about the viewer, as a JSON file (no card data)',
        response: { 200: accountDataSchema, ...commonErrorResponses, ...signedOutResponse, 503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable') },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const generatedAt = now();
      const stored = await repository.read(user.tveUserId);
      if (!stored) return sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
      let transactions: Awaited<ReturnType<typeof accountTransactions>> = [];
      try {
        if (app.payments) transactions = await accountTransactions(app.payments.client, user.tveUserId);
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading the transactions for the data export');
      }
      reply.header('content-disposition', `attachment; filename="${accountDataFileName(generatedAt)}"`);
      const newsletters = (await app.newslettersRepository.list(user.tveUserId)) ?? [];
      return { generatedAt: generatedAt.toISOString(), ...stored, consent: { ...stored.consent, newsletters }, transactions };
    },
  );

  app.delete(
    '/api/user',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['account-data'],
        summary: 'Delete the account: its subscription cancelled first, every session and TV signed out, the payment records the law requires kept without the viewer',
        body: deleteUserRequestSchema,
        response: {
          200: deleteUserSchema,
          ...stateChangingErrorResponses,
          401: apiErrorResponseSchema.describe('Signed out (error.session.loggedOut), or the password is wrong (error.user.wrongPassword)'),
          429: apiErrorResponseSchema.describe('Too many wrong passwords (error.user.tooManyAttempts), or the rate limit'),
          503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable (nothing deleted)'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const { tveUserId } = user;
      // On ott the password is the proof; on stat the provider's sign-in was.
      if (ott) {
        const { password } = request.body;
        if (password === undefined) return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: SETTINGS_DATA_LABELS.passwordRequired });
        if (!(await confirmPassword(request, reply, password))) return reply;
      }
      let subscriptionEndedAt: number | null = null;
      if (ott && app.payments) {
        try {
          const cancellation = createSubscriptionCancellation(app.payments.client, db, now);
          const live = await cancellation.liveSubscriptionOf(tveUserId);
          // Already cancelled (by the viewer, or by a deletion that failed after it): not again. A fresh
          // gateway key: a retry finds the cancel done, and two at once are refused by the gateway.
          if (live?.state === 'canceled') subscriptionEndedAt = (live.expiresAt ?? live.currentPeriodEndsAt)?.getTime() ?? null;
          else if (live) subscriptionEndedAt = (await cancellation.cancelAtTermEnd(tveUserId, live, ['other'], randomUUID())).getTime();
        } catch (error) {
          return sendGatewayFailure(request, reply, error, 'cancelling before the account is deleted');
        }
      }
      // Every session signed out through the cache, so no token works on this instance any more:
      // this browser's (its cookie cleared), the others', each TV's (its device removed).
      await app.endSession(request, reply);
      await app.devicesRepository.removeAll(tveUserId);
      await app.sessionsRepository.deleteBrowserSessionsOf(tveUserId);
      if (ott) await endIdentityProviderSessions(db, [accountSubject(tveUserId)]);
      const deletedAt = now();
      await app.usersRepository.remove(tveUserId, (tx) => repository.keepPaymentRecords(tx, tveUserId, deletedAt));
      request.log.info({ subscriptionEndedAt }, 'account deleted');
      return { deleted: true as const, subscriptionEndedAt };
    },
  );
};
export default accountDataRoutes;
