import { describe, expect, it } from 'vitest';
import { planSchema } from '@stat/contracts';
import type { Plan } from '@stat/contracts';
import { checkoutReducer, counterpartPlan, initialCheckoutState, purchaseMemoryOf } from './checkout-state.ts';
import type { CheckoutState, PaymentDetails } from './checkout-state.ts';
import { nextStep, previousStep, shownStep, stepFromHash } from './checkout-steps.ts';

const northstar = { addOnId: 'NORTHSTAR_PLUS', name: 'Northstar+', description: 'Partner service', type: 'partner', priceInCents: 500, status: 'active' };
const plan = (productCode: string, name: string, billingInterval: 'month' | 'year'): Plan =>
  planSchema.parse({
    productCode,
    name,
    priceInCents: 999,
    basePriceInCents: 999,
    billingInterval,
    trialDays: 0,
    ads: name === 'Essential',
    nextBillingDate: null,
    subscriptionPlanSummary: name,
    addOns: [northstar],
  });
const PLANS = [
  plan('STAT_PREMIUM_MONTHLY', 'Premium', 'month'),
  plan('STAT_PREMIUM_ANNUAL', 'Premium', 'year'),
  plan('STAT_ESSENTIAL_MONTHLY', 'Essential', 'month'),
  plan('STAT_ESSENTIAL_ANNUAL', 'Essential', 'year'),
];
const card: PaymentDetails = { method: 'Card', token: 'tok-1', firstName: 'Ada', lastName: 'Lovelace', postalCode: '' };
const fresh = (): CheckoutState => initialCheckoutState({ plans: PLANS, memory: null, landingCoupon: null, bundleEnabled: true });

describe('initialCheckoutState', () => {
  it('starts monthly with nothing chosen, or with the landing coupon', () => {
    expect(fresh()).toMatchObject({ interval: 'month', productCode: null, addOns: [], couponCode: null, payment: null, receipt: null });
    expect(initialCheckoutState({ plans: PLANS, memory: null, landingCoupon: 'WELCOME50', bundleEnabled: true }).couponCode).toBe('WELCOME50');
  });

  it('takes the remembered plan in its own billing period, its add-ons and coupon before the landing one', () => {
    const memory = { purchaseType: 'subscription' as const, productCode: 'STAT_ESSENTIAL_ANNUAL', addOns: ['NORTHSTAR_PLUS'], couponCode: 'ANNUAL20' };
    expect(initialCheckoutState({ plans: PLANS, memory, landingCoupon: 'WELCOME50', bundleEnabled: true })).toMatchObject({
      interval: 'year',
      productCode: 'STAT_ESSENTIAL_ANNUAL',
      addOns: ['NORTHSTAR_PLUS'],
      couponCode: 'ANNUAL20',
    });
  });

  it('drops a remembered plan no longer on sale, and add-ons when bundles are off or not offered', () => {
    const memory = { purchaseType: 'subscription' as const, productCode: 'STAT_GONE', addOns: ['NORTHSTAR_PLUS'], couponCode: null };
    expect(initialCheckoutState({ plans: PLANS, memory, landingCoupon: null, bundleEnabled: true })).toMatchObject({ productCode: null, addOns: [] });
    const kept = { ...memory, productCode: 'STAT_PREMIUM_MONTHLY' };
    expect(initialCheckoutState({ plans: PLANS, memory: kept, landingCoupon: null, bundleEnabled: false }).addOns).toEqual([]);
    expect(initialCheckoutState({ plans: PLANS, memory: { ...kept, addOns: ['OTHER'] }, landingCoupon: null, bundleEnabled: true }).addOns).toEqual([]);
  });
});

describe('checkoutReducer', () => {
  it('applying a coupon clears the one shown before; a refusal leaves its message and no code', () => {
    let state = checkoutReducer(fresh(), { type: 'couponApplied', code: 'WELCOME50' });
    state = checkoutReducer(state, { type: 'couponApplying' });
    expect(state).toMatchObject({ couponCode: null, couponError: null });
    state = checkoutReducer(state, { type: 'couponRefused', message: 'Expired' });
    expect(state).toMatchObject({ couponCode: null, couponError: 'Expired' });
    expect(checkoutReducer(state, { type: 'couponApplied', code: 'ANNUAL20' })).toMatchObject({ couponCode: 'ANNUAL20', couponError: null });
  });

  it('keeps a gift card until it is refused or removed', () => {
    const applied = checkoutReducer(fresh(), { type: 'giftCardApplied', code: 'STAT-GIFT-0001' });
    expect(applied.giftCardCode).toBe('STAT-GIFT-0001');
    expect(checkoutReducer(applied, { type: 'giftCardRefused', message: 'Redeemed' })).toMatchObject({ giftCardCode: null, giftCardError: 'Redeemed' });
    expect(checkoutReducer(applied, { type: 'giftCardRemoved' })).toMatchObject({ giftCardCode: null, giftCardError: null });
  });

  it('a decline spends the payment, keeps the payer and the gateway message; paying again clears it', () => {
    const declined = checkoutReducer(checkoutReducer(fresh(), { type: 'paid', payment: card }), { type: 'declined', message: 'Card declined' });
    expect(declined).toMatchObject({ payment: null, paymentError: 'Card declined' });
    expect(declined.payer).toEqual({ method: 'Card', firstName: 'Ada', lastName: 'Lovelace', postalCode: '' });
    expect(checkoutReducer(declined, { type: 'paid', payment: card })).toMatchObject({ payment: card, paymentError: null });
  });

  it('switching the billing period carries the plan over by name', () => {
    const chosen = checkoutReducer(fresh(), { type: 'planChosen', productCode: 'STAT_ESSENTIAL_MONTHLY' });
    const productCode = counterpartPlan(PLANS, chosen.productCode, 'year');
    expect(productCode).toBe('STAT_ESSENTIAL_ANNUAL');
    expect(checkoutReducer(chosen, { type: 'intervalChosen', interval: 'year', productCode })).toMatchObject({ interval: 'year', productCode });
    expect(counterpartPlan(PLANS, null, 'year')).toBeNull();
  });

  it('remembers the plan, add-ons and coupon as the purchase memory', () => {
    let state = checkoutReducer(fresh(), { type: 'planChosen', productCode: 'STAT_PREMIUM_MONTHLY' });
    state = checkoutReducer(state, { type: 'addOnsChosen', addOns: ['NORTHSTAR_PLUS'] });
    state = checkoutReducer(state, { type: 'couponApplied', code: 'WELCOME50' });
    expect(purchaseMemoryOf(state)).toEqual({
      purchaseType: 'subscription',
      productCode: 'STAT_PREMIUM_MONTHLY',
      addOns: ['NORTHSTAR_PLUS'],
      couponCode: 'WELCOME50',
    });
  });
});

describe('checkout steps', () => {
  it('reads the step from the address hash; anything else is the first step', () => {
    expect(stepFromHash('#payment')).toBe('payment');
    expect(stepFromHash('')).toBe('plan');
    expect(stepFromHash('#done')).toBe('plan');
    expect(stepFromHash('#nonsense')).toBe('plan');
  });

  it('shows a step only once the order has reached it', () => {
    const none = fresh();
    const chosen = checkoutReducer(none, { type: 'planChosen', productCode: 'STAT_PREMIUM_MONTHLY' });
    const paid = checkoutReducer(chosen, { type: 'paid', payment: card });
    const cases: [CheckoutState, 'plan' | 'preview' | 'payment' | 'confirm', string][] = [
      [none, 'preview', 'plan'],
      [none, 'confirm', 'plan'],
      [chosen, 'preview', 'preview'],
      [chosen, 'confirm', 'payment'],
      [chosen, 'plan', 'plan'],
      [paid, 'confirm', 'confirm'],
      [checkoutReducer(paid, { type: 'declined', message: 'No' }), 'confirm', 'payment'],
    ];
    for (const [state, requested, shown] of cases) expect(shownStep(requested, state)).toBe(shown);
  });

  it('shows the confirmation once bought, whatever the address says', () => {
    const receipt = {
      planName: 'Premium',
      productCode: 'STAT_PREMIUM_MONTHLY',
      chargedInCents: 0,
      trialEndsAt: null,
      nextBillingDate: 1,
      nextChargeInCents: 1499,
      paymentMethod: 'VISA X-1111 EXP 12/2030',
      invoiceNumber: null,
    };
    expect(shownStep('plan', checkoutReducer(fresh(), { type: 'purchased', receipt }))).toBe('done');
  });

  it('moves forward and back through the four steps', () => {
    expect(nextStep('plan')).toBe('preview');
    expect(nextStep('payment')).toBe('confirm');
    expect(nextStep('confirm')).toBe('confirm');
    expect(previousStep('plan')).toBeNull();
    expect(previousStep('preview')).toBe('plan');
  });
});
