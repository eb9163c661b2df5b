import { useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { planSchema, previewPlansSchema } from '@stat/contracts';
import type { Plan, PreviewPlans } from '@stat/contracts';
import { checkoutReducer, initialCheckoutState } from './checkout-state.ts';
import type { CheckoutAction, CheckoutState } from './checkout-state.ts';

/*
 * Test-only, never imported by the app: the billing API's answers built through the contract
 * schemas (so they cannot drift from them), a fake fetch that answers by method and path at the
 * network edge, and a harness that holds the order for one step.
 */

// Noon UTC, so the dates read the same in every time zone the tests run in.
export const TRIAL_END = Date.UTC(2026, 11, 4, 12);
export const NEXT_YEAR = Date.UTC(2027, 10, 27, 12);

const NORTHSTAR = { addOnId: 'NORTHSTAR_PLUS', name: 'Northstar+', description: 'A partner streaming service, sold with your plan.', type: 'partner', status: 'active' };

function testPlan(productCode: string, name: 'Premium' | 'Essential', billingInterval: 'month' | 'year', priceInCents: number): Plan {
  return planSchema.parse({
    productCode,
    name,
    priceInCents,
    basePriceInCents: priceInCents,
    billingInterval,
    trialDays: billingInterval === 'month' ? 7 : 0,
    ads: name === 'Essential',
    nextBillingDate: null,
    subscriptionPlanSummary: name,
    addOns: [{ ...NORTHSTAR, priceInCents: billingInterval === 'month' ? 500 : 6000 }],
  });
}

/** The four plans on sale, Premium first, each with Northstar+. */
export const TEST_PLANS: Plan[] = [
  testPlan('STAT_PREMIUM_MONTHLY', 'Premium', 'month', 1499),
  testPlan('STAT_PREMIUM_ANNUAL', 'Premium', 'year', 14999),
  testPlan('STAT_ESSENTIAL_MONTHLY', 'Essential', 'month', 999),
  testPlan('STAT_ESSENTIAL_ANNUAL', 'Essential', 'year', 9999),
];

/** A preview of one plan: by default Premium monthly starting its 7-day trial, nothing due today. */
export function testPreview(plan: Record<string, unknown> = {}, answer: Record<string, unknown> = {}): PreviewPlans {
  const base = TEST_PLANS[0]!;
  return previewPlansSchema.parse({
    trialEligible: true,
    existingAccountCreditInCents: 0,
    totalNewAccountCreditInCents: 0,
    coupon: null,
    giftCard: null,
    ...answer,
    plans: [
      {
        ...base,
        subtotalTodayInCents: 0,
        discountTodayInCents: 0,
        creditTodayInCents: 0,
        dueTodayInCents: 0,
        trialEndsAt: TRIAL_END,
        nextChargeAt: TRIAL_END,
        nextChargeInCents: 1499,
        nextDiscountInCents: 0,
        ...plan,
      },
    ],
  });
}

export const WELCOME50 = {
  code: 'WELCOME50',
  name: '50% off your first month',
  percentOff: 50,
  plans: ['STAT_PREMIUM_MONTHLY', 'STAT_ESSENTIAL_MONTHLY'],
  newSubscribersOnly: true,
  expiresAt: null,
};

export { answer, bodiesOf, refusal, stubApi, type ApiRequest, type ApiRoutes } from '../../../testing/fake-api.ts';

interface OrderHarnessProps {
  order?: Partial<CheckoutState>;
  /** Sees each state the order goes through. */
  onState?: (state: CheckoutState) => void;
  children: (state: CheckoutState, dispatch: Dispatch<CheckoutAction>) => ReactNode;
}

/** Holds an order (the flow's reducer) around one step, starting from `order`. */
export function OrderHarness({ order = {}, onState, children }: OrderHarnessProps) {
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () => ({
    ...initialCheckoutState({ plans: TEST_PLANS, memory: null, landingCoupon: null, bundleEnabled: true }),
    ...order,
  }));
  useEffect(() => {
    onState?.(state);
  }, [state, onState]);
  return children(state, dispatch);
}
