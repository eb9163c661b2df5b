import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client } from 'recurly';
import {
  apiErrorResponseSchema,
  GIFT_CARD_ERROR_CODES,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PLAN,
  giftCardRedeemRequestSchema,
  giftCardRedemptionSchema,
  giftCardValidationParamsSchema,
  giftCardValidationSchema,
  type User,
} from '@stat/contracts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { createSignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';
import { createBillingAccounts, gatewayAccountId, liveOf } from './billing-account.ts';
import { gatewayErrorOf, sendGatewayFailure } from './gateway-errors.ts';
import { createGiftCardGuesses } from './gift-card-guesses.ts';
import { giftCardOutcome, giftCardRefusalOf } from './gift-card-rules.ts';
import type { Payments, WithRequestOptions } from './payments.ts';
import { planOf } from './plans-on-sale.ts';
import { purchaseCreate, todayOf } from './purchase-order.ts';

export interface GiftCardRoutesOptions {
  payments: Payments;
  now?: () => Date;
}

const giftCardRefusals = {
  400: apiErrorResponseSchema.describe('Malformed request, or a captcha solution that is not valid (error.captcha.invalid) or already used (error.captcha.used)'),
  422: apiErrorResponseSchema.describe("Error Finding Gift Card: unknown (error.giftcard.notfound) or already redeemed (error.giftcard.redeemed); or a reused Idempotency-Key"),
  429: apiErrorResponseSchema.describe('Too many wrong codes from this account or address (error.giftcard.tooManyAttempts), or the rate limit'),
  503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable (nothing was redeemed)'),
};

/**
 * Gift card redemption (streaming spec sections 5, 7): `giftcard/{code}/captcha/{token}/action/gift_validation`
 * checks a code, `giftcard/redeem` redeems it onto the viewer's gateway account as credit (and,
 * without a subscription, buys a month of the gift plan with it). Each call spends one captcha
 * solution; wrong codes count against the account and the address.
 */
const giftCardRoutes: FastifyPluginAsyncZod<GiftCardRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  const accounts = createBillingAccounts(client);
  const guesses = createGiftCardGuesses(createSignInFailuresRepository(app.database.db, now));
  const redeemGiftCard = client.redeemGiftCard.bind(client) as WithRequestOptions<Client['redeemGiftCard']>;
  const createPurchase = client.createPurchase.bind(client) as WithRequestOptions<Client['createPurchase']>;
  const giftPlan = planOf(app.plans, GIFT_CARD_PLAN);
  if (!giftPlan) throw new Error(`the gift plan ${GIFT_CARD_PLAN} is not in the plans file`);

  /** The guards both calls share, in order: guessing, then the captcha. Answers the refusal and gives false. */
  async function admitted(request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> {
    const { user } = request.signedInViewer();
    const guesser = { tveUserId: user.tveUserId, ip: request.ip };
    if (await guesses.isBlocked(guesser)) {
      sendApiError(reply, 429, { code: GIFT_CARD_ERROR_CODES.tooManyGuesses, body: GIFT_CARD_MESSAGES.tooManyGuesses });
      return false;
    }
    const check = await app.captcha.accept(token);
    if (check === 'accepted') return true;
    sendApiError(
      reply,
      400,
      check === 'used'
        ? { code: GIFT_CARD_ERROR_CODES.captchaUsed, body: GIFT_CARD_MESSAGES.captchaUsed }
        : { code: GIFT_CARD_ERROR_CODES.captchaInvalid, body: GIFT_CARD_MESSAGES.captchaInvalid },
    );
    return false;
  }

  /** A refused card is a wrong guess, counted; anything else is the gateway failing. */
  async function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown, doing: string) {
    const refusal = giftCardRefusalOf(error);
    if (!refusal) return sendGatewayFailure(request, reply, error, doing);
    const { user } = request.signedInViewer();
    await guesses.wrong({ tveUserId: user.tveUserId, ip: request.ip });
    return sendApiError(reply, refusal.status, refusal.error);
  }

  async function subscribed(user: User): Promise<boolean> {
    return liveOf(await accounts.subscriptions(user.tveUserId)) !== null;
  }

  app.get(
    '/api/giftcard/:code/captcha/:token/action/gift_validation',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['billing'],
        summary: 'Check a gift card behind a captcha: its value, and what redeeming it would do for this viewer',
        params: giftCardValidationParamsSchema,
        response: { 200: giftCardValidationSchema, ...signedOutResponse, ...commonErrorResponses, ...giftCardRefusals },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      if (!(await admitted(request, reply, request.params.token))) return reply;
      const code = request.params.code;
      try {
        // Recurly has no gift card lookup by code: a preview of the gift plan with it checks it, nothing stored.
        const [preview, isSubscribed] = await Promise.all([
          client.previewPurchase(purchaseCreate(user, { productCode: GIFT_CARD_PLAN, addOns: [], giftCardCode: code, trial: false }, now(), null)),
          subscribed(user),
        ]);
        const amountInCents = todayOf(preview).giftCard;
        const outcome = giftCardOutcome({ subscribed: isSubscribed, authorized: user.isAuthorized }, amountInCents, giftPlan.priceInCents);
        return {
          giftCard: { code, amountInCents, redemptionDate: null },
          outcome,
          productCode: outcome === 'subscription' ? GIFT_CARD_PLAN : null,
          planName: outcome === 'subscription' ? giftPlan.name : null,
        };
      } catch (error) {
        return sendRefusal(request, reply, error, 'checking a gift card');
      }
    },
  );

  app.post(
    '/api/giftcard/redeem',
    {
      // The captcha's solution is left out of the fingerprint: a retry may carry a new one (the first is spent).
      config: { viewer: 'required', browserOnly: true, idempotent: { omit: ['recaptcha'] } },
      schema: {
        tags: ['billing'],
        summary: "Redeem a gift card onto the viewer's account (credit, or a month of Essential without a subscription), once per Idempotency-Key",
        body: giftCardRedeemRequestSchema,
        response: {
          200: giftCardRedemptionSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...giftCardRefusals,
          409: apiErrorResponseSchema.describe('The same Idempotency-Key is still running: error.idempotency.inFlight'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!(await admitted(request, reply, request.body.recaptcha))) return reply;
      const code = request.body.giftCardCode;
      const key = (call: string): { headers: Record<string, string> } => {
        const value = request.gatewayIdempotencyKey(call);
        return { headers: value ? { 'Idempotency-Key': value } : {} };
      };
      let card;
      try {
        await ensureGatewayAccount(client, user);
        card = await redeemGiftCard(code, { recipientAccount: { code: user.tveUserId } }, key('gift-card-redeem'));
      } catch (error) {
        return sendRefusal(request, reply, error, 'redeeming a gift card');
      }
      const amountInCents = Math.round((card.unitAmount ?? 0) * 100);
      const redemptionDate = card.redeemedAt?.getTime() ?? now().getTime();
      try {
        const outcome = giftCardOutcome({ subscribed: await subscribed(user), authorized: user.isAuthorized }, amountInCents, giftPlan.priceInCents);
        let updated = user;
        let subscriptionEndsAt: number | null = null;
        if (outcome === 'subscription') {
          // Paid by the card's credit, collected manually (no card), ending with its month: docs/decisions.md, "Gift cards".
          const order = purchaseCreate(user, { productCode: GIFT_CARD_PLAN, addOns: [], trial: false }, now(), null);
          order.subscriptions = order.subscriptions!.map((subscription) => ({ ...subscription, autoRenew: false }));
          const collection = await createPurchase(order, key('gift-card-purchase'));
          const live = liveOf(await accounts.subscriptions(user.tveUserId));
          subscriptionEndsAt = live?.currentPeriodEndsAt?.getTime() ?? null;
          updated =
            (await app.usersRepository.setSubscription(user.tveUserId, {
              entitled: true,
              currentProductId: GIFT_CARD_PLAN,
              bi: { ...user.bi, subscriptionStatus: 'ACTIVE', trialStatus: null, currentBillingType: 'BACON', originalSignupPlatform: user.bi.originalSignupPlatform ?? 'web' },
            })) ?? user;
          request.log.info({ productCode: GIFT_CARD_PLAN, invoice: collection.chargeInvoice?.number }, 'gift card subscription started');
        }
        const accountCreditInCents = await accounts.creditInCents(user.tveUserId);
        return {
          giftCard: { code, amountInCents, redemptionDate },
          outcome,
          productCode: outcome === 'subscription' ? GIFT_CARD_PLAN : null,
          planName: outcome === 'subscription' ? giftPlan.name : null,
          accountCreditInCents,
          subscriptionEndsAt,
          user: updated,
        };
      } catch (error) {
        // The card is redeemed (its credit is on the account); the key is freed by the 503, and a
        // retry replays the redemption at the gateway (same key) and tries the purchase again.
        return sendGatewayFailure(request, reply, error, 'starting a gift card subscription');
      }
    },
  );
};
export default giftCardRoutes;

/** The viewer's gateway account, made when they have none yet: a gift card is redeemed onto an existing account. */
async function ensureGatewayAccount(client: Client, user: User): Promise<void> {
  try {
    await client.getAccount(gatewayAccountId(user.tveUserId));
  } catch (error) {
    if (gatewayErrorOf(error)?.type !== 'not_found') throw error;
    try {
      await client.createAccount({ code: user.tveUserId, email: user.emailAddress, firstName: user.firstName, lastName: user.lastName });
    } catch (creating) {
      // Made meanwhile by another request: what was wanted.
      if (gatewayErrorOf(creating)?.type !== 'validation') throw creating;
    }
  }
}
