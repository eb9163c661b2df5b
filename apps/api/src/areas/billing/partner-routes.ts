import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorResponseSchema,
  BILLING_MESSAGES,
  ERROR_CODES,
  PARTNER_MESSAGES,
  partnerAuthenticationUrlSchema,
  partnerIdSchema,
  partnerSchema,
  partnerSubscriptionRequestSchema,
  partnerSubscriptionSchema,
  type PartnerId,
  type User,
} from '@stat/contracts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { discoverClient, lazyClient, type OidcClient } from '../sign-in/idp/oidc-client.ts';
import { partnerClientId } from '../sign-in/idp/partner-parties.ts';
import { failureReason, openAuthorization, redeemAuthorization } from '../sign-in/oidc-sign-in-flow.ts';
import { createSignInTransactionsRepository, SIGN_IN_TRANSACTION_TTL_MS } from '../sign-in/sign-in-transactions-repository.ts';
import { createBillingAccounts, hasPurchasedBefore, liveOf } from './billing-account.ts';
import { sendGatewayFailure } from './gateway-errors.ts';
import { partnerOffersFor } from './partner-offers.ts';
import { createPartnerSubscriptionsRepository } from './partner-subscriptions-repository.ts';
import { partnerReturnUrl, type PartnerRecord, type Partners } from './partners-file.ts';
import type { Payments } from './payments.ts';

export interface PartnerRoutesOptions {
  payments: Payments;
  partners: Partners;
  publicUrl: string;
  now?: () => Date;
}

/** Ties the partner's answer to the browser that left for it; sent only to the partner subscription call. */
export const PARTNER_SIGN_IN_COOKIE = 'stat_partner_tx';
const COOKIE_PATH = '/api/user/subscription';

const params = z.object({ partnerId: partnerIdSchema });
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Partner billing (streaming spec sections 1, 4, 7, 9): a partner's member subscribes through
 * the partner, which bills them. `partner/{partnerId}` says who the partner is and what its
 * members are offered; `partner/authentication-url/{partnerId}` opens a code-flow sign-in at the
 * partner's issuer (the embedded identity provider by default); the partner sends the browser
 * back to the paywall with a code, and `user/subscription/{partnerId}` redeems it and records the
 * subscription, billed under the partner's billing type. Nothing is charged here.
 */
const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, opts) => {
  const { partners, publicUrl } = opts;
  const now = opts.now ?? (() => new Date());
  const accounts = createBillingAccounts(opts.payments.client);
  const secrets = createServerSecretsRepository(app.database.db);
  const transactions = createSignInTransactionsRepository(app.database.db);
  const subscriptions = createPartnerSubscriptionsRepository(app.database.db);
  const clients = new Map(
    [...partners.values()].map((partner) => [
      partner.id,
      lazyClient(() => discoverClient(app, { publicUrl, secrets }, issuerOf(partner))),
    ]),
  );

  function partnerOf(id: PartnerId): PartnerRecord {
    // The id is one of PARTNER_IDS (schema); the partners file must name each (loadPartnersFile).
    return partners.get(id)!;
  }

  /** A first-time subscriber is offered a free trial; anyone who has subscribed before, here or billed elsewhere, is not. */
  async function trialEligible(user: User | null): Promise<boolean> {
    return !user || !hasPurchasedBefore(user, await accounts.subscriptions(user.tveUserId));
  }

  const cookieOptions = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'lax' as const, path: COOKIE_PATH, secure: request.protocol === 'https' });

  app.get(
    '/api/partner/:partnerId',
    {
      schema: {
        tags: ['billing'],
        summary: "A billing partner: our name for it, where its members manage the subscription, and the offers its members can take now",
        params,
        response: { 200: partnerSchema, ...commonErrorResponses, 503: apiErrorResponseSchema.describe('The payment gateway could not be reached') },
      },
    },
    async (request, reply) => {
      const { user } = await request.viewer();
      reply.header('cache-control', user ? 'no-store' : 'private, max-age=60');
      const partner = partnerOf(request.params.partnerId);
      try {
        return {
          id: partner.id,
          name: partner.name,
          billingType: partner.billingType,
          manageUrl: partner.manageUrl,
          offers: partnerOffersFor(app.plans, partner, await trialEligible(user)),
        };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'listing partner offers');
      }
    },
  );

  app.get(
    '/api/partner/authentication-url/:partnerId',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['billing'],
        summary: "Opens a sign-in at the partner: the address of its sign-in page, for the browser to go to",
        params,
        response: {
          200: partnerAuthenticationUrlSchema,
          ...signedOutResponse,
          ...commonErrorResponses,
          503: apiErrorResponseSchema.describe("The partner's sign-in could not be reached: error.partner.signInFailed"),
        },
      },
    },
    async (request, reply) => {
      const partner = partnerOf(request.params.partnerId);
      let oidc: OidcClient;
      try {
        oidc = await clients.get(partner.id)!();
      } catch (error) {
        request.log.error({ partner: partner.id, ...failureReason(error) }, 'partner sign-in unavailable: discovery failed');
        return sendApiError(reply, 503, { code: ERROR_CODES.partnerSignInFailed, body: PARTNER_MESSAGES.signInFailed });
      }
      const { token, url } = await openAuthorization(transactions, oidc, partnerReturnUrl(publicUrl), { msoId: null, returnPage: null });
      reply.setCookie(PARTNER_SIGN_IN_COOKIE, token, { ...cookieOptions(request), maxAge: SIGN_IN_TRANSACTION_TTL_MS / 1000 });
      return { url: url.href };
    },
  );

  app.post(
    '/api/user/subscription/:partnerId',
    {
      // The code and state work once: a retry is answered from the key, and they are not kept.
      config: { viewer: 'required', browserOnly: true, idempotent: { omit: ['code', 'state', 'iss'] } },
      schema: {
        tags: ['billing'],
        summary: "Subscribes billed by the partner, with the code its sign-in returned and the offer chosen, once per Idempotency-Key",
        params,
        body: partnerSubscriptionRequestSchema,
        response: {
          200: partnerSubscriptionSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          400: apiErrorResponseSchema.describe("Malformed request, or the partner's answer did not check out (no open sign-in, wrong state, a used code): error.partner.signInFailed"),
          409: apiErrorResponseSchema.describe('Already subscribed (error.subscription.exists), the membership pays for another account (error.partner.membershipUsed), or the same Idempotency-Key is still running'),
          422: apiErrorResponseSchema.describe('An offer the viewer cannot take: error.partner.offerNotFound; or a reused Idempotency-Key'),
          503: apiErrorResponseSchema.describe('The payment gateway could not be reached'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const partner = partnerOf(request.params.partnerId);
      const token = request.cookies[PARTNER_SIGN_IN_COOKIE];
      reply.clearCookie(PARTNER_SIGN_IN_COOKIE, cookieOptions(request));
      let eligible: boolean;
      try {
        const held = await accounts.subscriptions(user.tveUserId);
        if (user.isAuthorized || liveOf(held)) return sendApiError(reply, 409, { code: ERROR_CODES.alreadySubscribed, body: BILLING_MESSAGES.alreadySubscribed });
        eligible = !hasPurchasedBefore(user, held);
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'a partner subscription');
      }
      const offer = partnerOffersFor(app.plans, partner, eligible).find((entry) => entry.code === request.body.offerCode);
      if (!offer) return sendApiError(reply, 422, { code: ERROR_CODES.partnerOfferNotFound, body: PARTNER_MESSAGES.offerNotFound });

      const transaction = token ? await transactions.take(token) : null;
      let memberSubject: string;
      try {
        if (!transaction) throw new Error('no open partner sign-in for this browser');
        const answer = new URL(partnerReturnUrl(publicUrl));
        answer.searchParams.set('code', request.body.code);
        answer.searchParams.set('state', request.body.state);
        if (request.body.iss) answer.searchParams.set('iss', request.body.iss);
        memberSubject = (await redeemAuthorization(await clients.get(partner.id)!(), transaction, answer)).sub;
      } catch (error) {
        request.log.warn({ partner: partner.id, ...failureReason(error) }, 'partner sign-in refused');
        return sendApiError(reply, 400, { code: ERROR_CODES.partnerSignInFailed, body: PARTNER_MESSAGES.signInFailed });
      }

      const at = now();
      const trialEndsAt = offer.trialDays > 0 ? new Date(at.getTime() + offer.trialDays * DAY_MS) : null;
      const recorded = await subscriptions.add({
        tveUserId: user.tveUserId,
        partnerId: partner.id,
        memberSubject,
        offerCode: offer.code,
        productCode: offer.plan.productCode,
        couponCode: offer.couponCode,
        trialEndsAt,
      });
      if (!recorded) return sendApiError(reply, 409, { code: ERROR_CODES.partnerMembershipUsed, body: PARTNER_MESSAGES.membershipUsed });
      const updated = await app.usersRepository.setSubscription(user.tveUserId, {
        entitled: true,
        currentProductId: offer.plan.productCode,
        bi: {
          ...user.bi,
          subscriptionStatus: 'ACTIVE',
          trialStatus: trialEndsAt ? 'IN_TRIAL' : null,
          currentBillingType: partner.billingType,
          originalSignupPlatform: user.bi.originalSignupPlatform ?? partner.id,
        },
      });
      request.log.info({ partner: partner.id, offer: offer.code }, 'partner subscription started');
      return {
        user: updated ?? user,
        partnerName: partner.name,
        planName: offer.plan.name,
        productCode: offer.plan.productCode,
        trialEndsAt: trialEndsAt?.getTime() ?? null,
      };
    },
  );
};
export default partnerRoutes;

/** The partner's issuer: its own (the partners file's `oidc`), else the embedded identity provider under the partner's client. */
function issuerOf(partner: PartnerRecord) {
  if (!partner.oidc) return { embeddedClientId: partnerClientId(partner.id) };
  const { issuer, clientId, clientSecretEnv, scope } = partner.oidc;
  return { external: { issuer, clientId, scope, clientSecret: clientSecretEnv ? process.env[clientSecretEnv] : undefined } };
}
