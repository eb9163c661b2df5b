import { describe, expect, it } from 'vitest';
import { ppvPurchaseSchema, type AppVariant, type VisitorState } from '@stat/contracts';
import { amountDue, purchaseSectionState, type PurchaseSectionFacts, type PurchaseSectionState } from './purchase-state.ts';

const PURCHASE = ppvPurchaseSchema.parse({
  productId: 'ppv-okafor-vukovic',
  amountInCents: 5999,
  billingType: 'BACON',
  created: 1,
  description: 'Okafor vs. Vukovic',
  eventDate: 2,
  orderNumber: '1001',
  paymentMethod: 'VISA X-1111 EXP 12/2030',
  transactionDate: 1,
  transactionType: 'purchase',
  tveUserId: 'u-1',
});

const pending = { status: 'pending' } as const;
const failed = { status: 'error' } as const;
const none = { status: 'success', purchase: null } as const;
const bought = { status: 'success', purchase: PURCHASE } as const;

describe('purchaseSectionState', () => {
  const cases: [AppVariant, VisitorState, PurchaseSectionFacts['latest'], PurchaseSectionState][] = [
    // Signed out: sign in first, whatever else (the purchase is not asked for).
    ['stat', 'signedOut', pending, 'signIn'],
    ['ott', 'signedOut', pending, 'signIn'],
    // ott without a subscription: subscribe first, unless the fight was bought before.
    ['ott', 'unauthorized', none, 'subscribe'],
    ['ott', 'unauthorized', pending, 'subscribe'],
    ['ott', 'unauthorized', bought, 'bought'],
    // stat sells the fight on its own: signed in through the provider is enough.
    ['stat', 'unauthorized', none, 'buy'],
    ['stat', 'authorized', none, 'buy'],
    ['ott', 'authorized', none, 'buy'],
    ['stat', 'authorized', pending, 'checking'],
    ['ott', 'authorized', failed, 'failed'],
    ['stat', 'authorized', bought, 'bought'],
    ['ott', 'authorized', bought, 'bought'],
  ];
  it.each(cases)('%s, %s, purchase %o: %s', (variant, visitor, latest, expected) => {
    expect(purchaseSectionState({ variant, visitor, latest })).toBe(expected);
  });
});

describe('amountDue', () => {
  it.each([
    [6999, null, 6999],
    [6999, { priceInCents: 5999 }, 5999],
    [900, { priceInCents: 0 }, 0],
  ])('price %i with coupon %o: %i', (price, coupon, expected) => {
    expect(amountDue(price, coupon)).toBe(expected);
  });
});
