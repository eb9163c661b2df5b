import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client, Invoice } from 'recurly';
import { z } from 'zod';
import {
  apiErrorResponseSchema,
  ppvCouponSchema,
  ppvLatestPurchaseSchema,
  ppvPurchaseRequestSchema,
  ppvPurchaseSchema,
  ppvPurchasesSchema,
  ppvSavedPaymentSchema,
  PPV_REPLAY_PHASES,
  PPV_SALE_MESSAGES,
  redemptionCodeSchema,
  type PpvPurchase,
} from '@stat/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { createPasswordConfirmation } from '../accounts/password-confirmation.ts';
import { billingInfoDisplay, createBillingAccounts, gatewayAccountId, paymentMethodOf } from '../billing/billing-account.ts';
import { billingRefusalOf, gatewayErrorOf, sendGatewayFailure } from '../billing/gateway-errors.ts';
import type { Payments, WithRequestOptions } from '../billing/payments.ts';
import type { PpvPurchasePayment, PpvPurchaseRow } from './ppv-purchases-repository.ts';
import { ppvReceiptMail } from './ppv-receipt-mail.ts';
import { ALREADY_BOUGHT, claimStep, couponOff, IN_PROGRESS, saleRefusal, type GatewayCouponTerms } from './ppv-sale-rules.ts';
import { priceInCentsAt } from './ppv-phase.ts';
import type { PpvStore } from './ppv-store.ts';

export interface PpvPurchaseRoutesOptions {
  payments: Payments;
  ppvStore: PpvStore;
  mailer: Mailer;
  now?: () => Date;
}

const gatewayRefusals = {
  402: apiErrorResponseSchema.describe("Declined: error.payment.declined, with the gateway's message (nothing kept: buy again)"),
  503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable'),
};

/** A paid purchase in the spec's shape (section 3); its credit, if any, is read by withCredit below. */
function purchaseOf(row: PpvPurchaseRow): PpvPurchase {
  return {
    credit: null,
    productId: row.productId,
    amountInCents: row.amountInCents ?? 0,
    billingType: 'BACON',
    created: row.createdAt.getTime(),
    description: row.description,
    eventDate: row.eventDate.getTime(),
    orderNumber: row.orderNumber ?? '',
    paymentMethod: row.paymentMethod ?? '',
    transactionDate: (row.paidAt ?? row.createdAt).getTime(),
    transactionType: 'purchase',
    tveUserId: row.tveUserId,
  };
}

/** What a paid charge invoice gives the purchase: the amount, the order number, how it was paid. */
function paymentOf(invoice: Invoice, at: Date): PpvPurchasePayment {
  const method = invoice.transactions?.find((transaction) => transaction.success)?.paymentMethod ?? null;
  return {
    amountInCents: Math.round((invoice.total ?? 0) * 100),
    // Paid by credit alone, no card was charged: the method is the account's credit.
    paymentMethod: method ? billingInfoDisplay({ paymentMethod: method }) : PPV_SALE_MESSAGES.paidByCredit,
    invoiceId: invoice.id ?? '',
    orderNumber: invoice.number ?? '',
    paidAt: at,
  };
}

/**
 * Buying the pay-per-view (issue 25 section 3; streaming spec section 7): the saved payment, a
 * coupon's price, the purchase, once per account and event and once per Idempotency-Key, and the
 * viewer's purchases. Both variants: an ott subscriber and a stat viewer signed in through their
 * TV provider have a gateway account whose code is their tveUserId.
 */
const ppvPurchaseRoutes: FastifyPluginAsyncZod<PpvPurchaseRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  /** A purchase as the viewer's reads answer it: with its automatic credit, once refunded (areas/ppv-credits). */
  const withCredit = async (row: PpvPurchaseRow): Promise<PpvPurchase> => ({ ...purchaseOf(row), credit: await app.ppvCredits.creditOf(row.tveUserId, row.productId) });
  const accounts = createBillingAccounts(client);
  const { confirmPassword } = createPasswordConfirmation(app.database.db);
  const createPurchase = client.createPurchase.bind(client) as WithRequestOptions<Client['createPurchase']>;

  /** The gateway's coupon, or null when it has none by that code. */
  async function gatewayCoupon(code: string, at: Date): Promise<GatewayCouponTerms | null> {
    try {
      const coupon = await client.getCoupon(`code-${code}`);
      const fixed = coupon.discount?.type === 'fixed' && coupon.appliesToNonPlanCharges ? coupon.discount.currencies?.find((entry) => entry.currency === 'USD') : undefined;
      const redeemBy = coupon.redeemBy ? new Date(coupon.redeemBy).getTime() : null;
      return {
        code: coupon.code ?? code,
        name: coupon.name ?? code,
        amountOffInCents: fixed?.amount != null ? Math.round(fixed.amount * 100) : null,
        expired: coupon.state !== 'redeemable' || (redeemBy !== null && redeemBy <= at.getTime()),
      };
    } catch (error) {
      if (gatewayErrorOf(error)?.type === 'not_found') return null;
      throw error;
    }
  }

  /** The account's paid charge invoice for the event, if the gateway has one (a claim whose answer was lost). */
  async function paidInvoiceFor(tveUserId: string, productId: string): Promise<Invoice | null> {
    try {
      for await (const invoice of client.listAccountInvoices(gatewayAccountId(tveUserId), { params: { sort: 'created_at', order: 'desc' } }).each()) {
        if (invoice.state === 'paid' && invoice.lineItems?.some((line) => line.origin === 'one_time' && line.productCode === productId)) return invoice;
      }
      return null;
    } catch (error) {
      if (gatewayErrorOf(error)?.type === 'not_found') return null;
      throw error;
    }
  }

  app.get(
    '/api/user/ppv/bacon/payment',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['ppv'],
        summary: 'The saved payment a pay-per-view purchase can use (the gateway billing info), or null',
        response: { 200: ppvSavedPaymentSchema, ...signedOutResponse, ...commonErrorResponses, 503: gatewayRefusals[503] },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      try {
        const info = await accounts.billingInfo(user.tveUserId);
        const paymentMethod = paymentMethodOf(info);
        return paymentMethod ? { paymentMethod, display: billingInfoDisplay(info) } : null;
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading billing info for the pay-per-view');
      }
    },
  );

  app.get(
    '/api/ppv/coupon/:code',
    {
      schema: {
        tags: ['ppv'],
        summary: "What a coupon takes off the current event's price now",
        params: z.object({ code: redemptionCodeSchema }),
        response: {
          200: ppvCouponSchema,
          ...commonErrorResponses,
          404: apiErrorResponseSchema.describe('No such coupon: error.coupon.invalid'),
          422: apiErrorResponseSchema.describe('Expired (error.coupon.expired), or not for this event (error.coupon.notApplicable)'),
          503: gatewayRefusals[503],
        },
      },
    },
    async (request, reply) => {
      // The price moves with the clock (the early price): never cached.
      reply.header('cache-control', 'no-store');
      const at = now();
      const current = opts.ppvStore.current(at.getTime());
      try {
        const verdict = couponOff(request.params.code, await gatewayCoupon(request.params.code, at), current.event, priceInCentsAt(current.event.price, current.times, at.getTime()));
        if ('refusal' in verdict) return sendApiError(reply, verdict.refusal.status, verdict.refusal.error);
        return verdict.off;
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading a pay-per-view coupon');
      }
    },
  );

  app.post(
    '/api/user/ppv/bacon/purchase',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: { omit: ['password'] } },
      // The password, when given, is checked on every call, a replay's too, before the key is taken (plugins/idempotency.ts).
      preHandler: async (request, reply) => {
        const { password } = request.body as { password?: string };
        if (password !== undefined && !(await confirmPassword(request, reply, password))) return reply;
      },
      schema: {
        tags: ['ppv'],
        summary: 'Buy the current pay-per-view event, with the saved payment or a payment token, once per account and Idempotency-Key',
        body: ppvPurchaseRequestSchema,
        response: {
          200: ppvPurchaseSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...gatewayRefusals,
          400: apiErrorResponseSchema.describe('Malformed request, or a token the gateway does not accept (or no saved payment): error.payment.invalid'),
          401: apiErrorResponseSchema.describe('Signed out (error.session.loggedOut), or the password is wrong (error.user.wrongPassword)'),
          403: apiErrorResponseSchema.describe('Not a same-origin browser call (CSRF), or a TV'),
          404: apiErrorResponseSchema.describe('Not the current event (error.ppv.notFound), or no such coupon (error.coupon.invalid)'),
          409: apiErrorResponseSchema.describe(
            'Bought already (error.ppv.alreadyBought), another purchase of it still going through (error.ppv.purchaseInProgress), or the same Idempotency-Key still running (error.idempotency.inFlight)',
          ),
          422: apiErrorResponseSchema.describe('Not on sale in this phase (error.ppv.notOnSale), a coupon expired or not for this event, or a reused Idempotency-Key'),
          429: apiErrorResponseSchema.describe('Too many wrong passwords (error.user.tooManyAttempts), or the rate limit'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const body = request.body;
      const at = now();
      const current = opts.ppvStore.current(at.getTime());
      const { event } = current;
      const refusal = saleRefusal(current, body.productId);
      if (refusal) return sendApiError(reply, refusal.status, refusal.error);
      // The key the gateway call of this intent carries (with an Idempotency-Key): a retry of the intent replays the same charge.
      const gatewayKey = request.gatewayIdempotencyKey('ppv-purchase');
      try {
        if (body.couponCode) {
          const verdict = couponOff(body.couponCode, await gatewayCoupon(body.couponCode, at), event, priceInCentsAt(current.event.price, current.times, at.getTime()));
          if ('refusal' in verdict) return sendApiError(reply, verdict.refusal.status, verdict.refusal.error);
        }

        const claim = { tveUserId: user.tveUserId, productId: event.productId, description: event.name, eventDate: new Date(current.times.mainEventAt), gatewayKey, createdAt: at };
        let claimId = await app.ppvPurchases.claim(claim);
        if (!claimId) {
          const row = await app.ppvPurchases.find(user.tveUserId, event.productId);
          const step = claimStep(row, gatewayKey, at);
          if (step === 'claim') claimId = await app.ppvPurchases.claim(claim);
          else if (step === 'paid') return sendApiError(reply, ALREADY_BOUGHT.status, ALREADY_BOUGHT.error);
          else if (step === 'inProgress') return sendApiError(reply, IN_PROGRESS.status, IN_PROGRESS.error);
          else if (step === 'resume') claimId = row!.id;
          else {
            // A stale claim of another intent: if its charge went through, the purchase is that one.
            const paid = await paidInvoiceFor(user.tveUserId, event.productId);
            if (paid) {
              await app.ppvPurchases.pay(row!.id, paymentOf(paid, at));
              return sendApiError(reply, ALREADY_BOUGHT.status, ALREADY_BOUGHT.error);
            }
            if (!(await app.ppvPurchases.takeOver(row!.id, row!.gatewayKey, gatewayKey, at))) return sendApiError(reply, IN_PROGRESS.status, IN_PROGRESS.error);
            claimId = row!.id;
          }
          if (!claimId) return sendApiError(reply, IN_PROGRESS.status, IN_PROGRESS.error);
        }

        let collection;
        try {
          collection = await createPurchase(
            {
              currency: 'USD',
              account: {
                code: user.tveUserId,
                email: user.emailAddress ?? undefined,
                firstName: user.firstName ?? undefined,
                lastName: user.lastName ?? undefined,
                // Without a token the account's saved billing info pays.
                billingInfo: body.recurlyToken ? { tokenId: body.recurlyToken } : undefined,
              },
              lineItems: [{ currency: 'USD', unitAmount: priceInCentsAt(current.event.price, current.times, at.getTime()) / 100, quantity: 1, productCode: event.productId, description: event.name }],
              couponCodes: body.couponCode ? [body.couponCode] : undefined,
            },
            { headers: gatewayKey ? { 'Idempotency-Key': gatewayKey } : {} },
          );
        } catch (error) {
          // A refusal (a decline, a bad token, no saved payment) charged nothing: the viewer may buy
          // again. No answer at all may have charged: the claim stays for this intent's retry.
          if (billingRefusalOf(error).status !== 503) await app.ppvPurchases.release(claimId);
          throw error;
        }
        const invoice = collection.chargeInvoice!;
        const payment = paymentOf(invoice, at);
        const first = await app.ppvPurchases.pay(claimId, payment);
        const row = (await app.ppvPurchases.find(user.tveUserId, event.productId))!;
        request.log.info({ productId: event.productId, charged: payment.amountInCents }, 'pay-per-view bought');
        if (first && user.emailAddress) {
          const sold = PPV_REPLAY_PHASES.includes(current.phase) ? 'replay' : 'live';
          opts.mailer.send(ppvReceiptMail(user.emailAddress, user.firstName, purchaseOf(row), sold)).catch((error: unknown) => {
            request.log.error({ err: error }, 'pay-per-view receipt mail could not be sent');
          });
        }
        return purchaseOf(row);
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'a pay-per-view purchase');
      }
    },
  );

  app.get(
    '/api/user/ppv/latest-purchase',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['ppv'],
        summary: "The viewer's paid purchase of the current event, or null",
        response: { 200: ppvLatestPurchaseSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      const { event } = opts.ppvStore.current(now().getTime());
      const row = await app.ppvPurchases.find(user.tveUserId, event.productId);
      return row?.status === 'paid' ? withCredit(row) : null;
    },
  );

  app.get(
    '/api/user/ppv/purchases',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['ppv'],
        summary: "The viewer's pay-per-view purchases, newest first",
        response: { 200: ppvPurchasesSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      return Promise.all((await app.ppvPurchases.list(user.tveUserId)).map(withCredit));
    },
  );
};
export default ppvPurchaseRoutes;
