import type { PurchaseRequest } from '@stat/contracts';

/** One purchase intent: what is bought and how it is paid, and the Idempotency-Key it is sent with. */
export interface PurchaseIntent {
  fingerprint: string;
  key: string;
}

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

/**
 * The key-per-intent rule (issue 23, "Exactly once"): a retry or a second click sends the key
 * the request had before; anything changed in the order or the payment is a new intent with a
 * new key, since the server refuses a key reused for another request.
 */
export function intentFor(previous: PurchaseIntent | null, request: PurchaseRequest, newKey: () => string): PurchaseIntent {
  const fingerprint = intentFingerprint(request);
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
