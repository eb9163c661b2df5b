import { describe, expect, it } from 'vitest';
import type { PurchaseRequest } from '@stat/contracts';
import { intentFor } from './purchase-intent.ts';

const request: PurchaseRequest = {
  recurlyToken: 'tok-1',
  paymentMethod: 'Card',
  productCode: 'STAT_PREMIUM_MONTHLY',
  addOns: ['NORTHSTAR_PLUS'],
  couponCode: 'WELCOME50',
  password: 'first-try',
};

function keys() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('one Idempotency-Key per purchase intent', () => {
  it('the same order and payment keep their key: a retry, a second click, the password typed again', () => {
    const newKey = keys();
    const first = intentFor(null, request, newKey);
    expect(first.key).toBe('key-1');
    expect(intentFor(first, { ...request }, newKey).key).toBe('key-1');
    expect(intentFor(first, { ...request, password: 'second-try' }, newKey).key).toBe('key-1');
    // Absent and empty add-ons, add-ons in another order: the same order.
    const plain = intentFor(null, { ...request, addOns: undefined }, newKey);
    expect(intentFor(plain, { ...request, addOns: [] }, newKey).key).toBe(plain.key);
  });

  it('anything changed in the order or the payment is a new intent with a new key', () => {
    const changes: Partial<PurchaseRequest>[] = [
      { recurlyToken: 'tok-2' },
      { paymentMethod: 'PayPal' },
      { productCode: 'STAT_PREMIUM_ANNUAL' },
      { addOns: [] },
      { couponCode: undefined },
      { giftCardCode: 'STAT-GIFT-0001' },
    ];
    for (const change of changes) {
      const newKey = keys();
      const first = intentFor(null, request, newKey);
      expect(intentFor(first, { ...request, ...change }, newKey).key).toBe('key-2');
    }
  });
});
