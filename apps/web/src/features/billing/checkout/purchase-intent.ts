import type { PurchaseRequest } from '@stat/contracts';
import { keyedIntent, type KeyedIntent } from '../../../lib/idempotent-call.ts';

/** One purchase intent: what is bought and how it is paid, and the Idempotency-Key it is sent with. */
export type PurchaseIntent = KeyedIntent;

/**
 * What makes two purchase requests the same intent: everything but the password, which the
 * server leaves out of its own fingerprint too (a password typed again is the same purchase).
 * Fields in a fixed order, absent ones as null, so equal orders give equal strings.
 */
export function intentFingerprint(request: PurchaseRequest): string {
  return JSON.stringify([
    request.productCode,
    [...(request.addOns ?? [])].sort(),
    request.couponCode ?? null,
    request.giftCardCode ?? null,
    request.paymentMethod,
    request.recurlyToken,
  ]);
}

/** The key-per-intent rule (lib/idempotent-call.ts) for a subscription purchase. */
export function intentFor(previous: PurchaseIntent | null, request: PurchaseRequest, newKey: () => string): PurchaseIntent {
  return keyedIntent(previous, intentFingerprint(request), newKey);
}
