import { describe, expect, it } from 'vitest';
import { ppvPurchaseRequestSchema } from '@stat/contracts';
import { ppvIntentFor, ppvPurchaseRequest, type PpvPayment } from './purchase-request.ts';

const EVENT = 'ppv-okafor-vukovic';

describe('ppvPurchaseRequest', () => {
  it.each<[PpvPayment, string | null, object]>([
    [{ kind: 'saved' }, null, { productId: EVENT }],
    [{ kind: 'saved' }, 'FIGHTNIGHT10', { productId: EVENT, couponCode: 'FIGHTNIGHT10' }],
    [{ kind: 'card', token: 'tok-1' }, null, { productId: EVENT, recurlyToken: 'tok-1', paymentMethod: 'Card' }],
    [{ kind: 'card', token: 'tok-1' }, 'FIGHTNIGHT10', { productId: EVENT, recurlyToken: 'tok-1', paymentMethod: 'Card', couponCode: 'FIGHTNIGHT10' }],
  ])('%o with coupon %s', (payment, coupon, expected) => {
    const request = ppvPurchaseRequest(EVENT, payment, coupon);
    expect(request).toEqual(expected);
    // What the API takes, never a password: the dialog does not ask for one.
    expect(ppvPurchaseRequestSchema.parse(request)).toEqual(expected);
  });
});

describe('ppvIntentFor', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${(n += 1)}`;
  };
  const saved = ppvPurchaseRequest(EVENT, { kind: 'saved' }, null);

  it('keeps the key for the same purchase: a retry, a second click', () => {
    const newKey = keys();
    const first = ppvIntentFor(null, saved, newKey);
    expect(first.key).toBe('key-1');
    expect(ppvIntentFor(first, { ...saved }, newKey).key).toBe('key-1');
  });

  it.each([
    ['a coupon', ppvPurchaseRequest(EVENT, { kind: 'saved' }, 'FIGHTNIGHT10')],
    ['another card', ppvPurchaseRequest(EVENT, { kind: 'card', token: 'tok-2' }, null)],
    ['another event', ppvPurchaseRequest('ppv-next', { kind: 'saved' }, null)],
  ])('takes a new key for %s', (_change, changed) => {
    const newKey = keys();
    const first = ppvIntentFor(null, saved, newKey);
    expect(ppvIntentFor(first, changed, newKey).key).toBe('key-2');
  });
});
