import type { PpvPurchaseRequest } from '@stat/contracts';
import { keyedIntent, type KeyedIntent } from '../../../lib/idempotent-call.ts';

/** How the viewer pays: the saved payment (no card details sent), or a new card as the gateway's one-time token. */
export type PpvPayment = { kind: 'saved' } | { kind: 'card'; token: string };

/**
 * POST user/ppv/bacon/purchase's body. No password: the viewer is signed in on this device, and
 * the spec makes it optional (docs/decisions.md, "Pay-per-view: buying on the event page").
 */
export function ppvPurchaseRequest(productId: string, payment: PpvPayment, couponCode: string | null): PpvPurchaseRequest {
  return {
    productId,
    ...(payment.kind === 'card' ? { recurlyToken: payment.token, paymentMethod: 'Card' as const } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
}

/**
 * The request's intent: a second click or a retry of the same event, payment and coupon sends the
 * key it had; a change of any of them is a new purchase with a new key.
 */
export function ppvIntentFor(previous: KeyedIntent | null, request: PpvPurchaseRequest, newKey: () => string): KeyedIntent {
  const fingerprint = JSON.stringify([request.productId, request.paymentMethod ?? null, request.recurlyToken ?? null, request.couponCode ?? null]);
  return keyedIntent(previous, fingerprint, newKey);
}
