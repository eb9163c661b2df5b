import type { FastifyReply, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES, ERROR_CODES, type ApiError } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';

/** A Recurly API error as the client raises it (lib/recurly/ApiError.js): `type` names its kind. */
export interface GatewayError {
  type: string;
  message: string;
  params: { param: string; message: string }[];
  /** For declines: the customer-facing message. */
  transactionMessage: string | null;
}

/**
 * The client's error, read by shape: its classes are not in the package's type declarations, and
 * every one of them carries `type` and a name starting with "Recurly".
 */
export function gatewayErrorOf(error: unknown): GatewayError | null {
  if (!(error instanceof Error) || !error.name.startsWith('Recurly')) return null;
  const fields = error as Error & { type?: unknown; params?: unknown; transactionError?: { message?: unknown } | null };
  if (typeof fields.type !== 'string') return null;
  const params = Array.isArray(fields.params)
    ? fields.params.flatMap((entry: unknown) => {
        const { param, message } = (entry ?? {}) as { param?: unknown; message?: unknown };
        return typeof param === 'string' && typeof message === 'string' ? [{ param, message }] : [];
      })
    : [];
  const transactionMessage = typeof fields.transactionError?.message === 'string' ? fields.transactionError.message : null;
  return { type: fields.type, message: error.message, params, transactionMessage };
}

export interface BillingRefusal {
  status: number;
  error: ApiError;
}

const unavailable: BillingRefusal = {
  status: 503,
  error: { code: ERROR_CODES.paymentsUnavailable, body: BILLING_MESSAGES.paymentsUnavailable },
};

/**
 * What the viewer is told when the gateway refuses a preview or a purchase: a decline in the
 * gateway's own words (402), a gift card or coupon problem by the field it names, a token that is
 * not valid (section 5's form error), and anything else — the gateway down or failing — as "we
 * could not reach our payment provider; nothing was charged" (503), logged by the caller.
 */
export function billingRefusalOf(error: unknown): BillingRefusal {
  const gateway = gatewayErrorOf(error);
  if (!gateway) return unavailable;
  if (gateway.type === 'transaction') {
    return { status: 402, error: { code: ERROR_CODES.paymentDeclined, body: gateway.transactionMessage ?? gateway.message } };
  }
  const on = (name: string) => gateway.params.some((param) => param.param.includes(name));
  if (on('gift_card')) {
    const redeemed = /redeemed/i.test(gateway.message) || gateway.params.some((param) => /redeemed/i.test(param.message));
    return {
      status: 422,
      error: redeemed
        ? { code: ERROR_CODES.giftCardRedeemed, title: BILLING_MESSAGES.giftCardTitle, body: BILLING_MESSAGES.giftCardRedeemed }
        : { code: ERROR_CODES.giftCardNotFound, title: BILLING_MESSAGES.giftCardTitle, body: BILLING_MESSAGES.giftCardNotFound },
    };
  }
  if (on('coupon')) return { status: 422, error: { code: ERROR_CODES.couponInvalid, body: gateway.message } };
  if (on('token') || gateway.type === 'invalid_token' || gateway.type === 'validation') {
    return { status: 400, error: { code: ERROR_CODES.paymentInvalid, body: BILLING_MESSAGES.paymentInvalid } };
  }
  return unavailable;
}

/** Answers a failed gateway call: logged with what the route was doing, then the viewer's refusal. */
export function sendGatewayFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, doing: string): FastifyReply {
  request.log.warn({ err: error }, `payment gateway refused or failed ${doing}`);
  const refusal = billingRefusalOf(error);
  return sendApiError(reply, refusal.status, refusal.error);
}
