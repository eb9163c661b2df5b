import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS } from '@stat/contracts';
import { initFlags } from '../../../lib/flags.ts';
import { rememberRegistrationQuery } from '../../../lib/registration-memory.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { TEST_PLANS, WELCOME50, answer, bodiesOf, refusal, stubApi, testPreview } from './checkout-fixtures.tsx';
import type { ApiRoutes } from './checkout-fixtures.tsx';
import { Checkout } from './checkout.tsx';

const L = BILLING_LABELS;

/** The flag service's answer (OFREP bulk evaluation): the launch-coupon plans are on. */
const FLAGS = {
  flags: [
    { key: 'LTOCouponEnabled', value: true, reason: 'STATIC', variant: 'on' },
    { key: 'purchaseDisabled', value: false, reason: 'STATIC', variant: 'off' },
  ],
};

async function renderCheckout(routes: ApiRoutes) {
  const fetchMock = stubApi({
    'POST /ofrep/v1/evaluate/flags': () => answer(FLAGS),
    'POST /api/user/previewplans': () => answer(testPreview()),
    ...routes,
  });
  // The flag client is the worker's (test files share modules): evaluated again against this answer.
  await initFlags('test-device');
  const rendered = renderWithProviders(
    <Checkout pages={{ start: null, next: null }} renderHero={() => null} email={null} onPurchased={vi.fn()} onContinue={vi.fn()} />,
    { path: '/continuePurchase' },
  );
  return { ...rendered, fetchMock };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Checkout', () => {
  it('with LTOCouponEnabled asks for the plans of the coupon the visitor came with, and shows them Premium first', async () => {
    rememberRegistrationQuery('?coupon=WELCOME50');
    const essentialFirst = [TEST_PLANS[2], TEST_PLANS[0]];
    const { fetchMock } = await renderCheckout({
      'GET /api/coupon/WELCOME50': () => answer(WELCOME50),
      'POST /api/user/availableplans/bundleonly': () => answer({ currentPlan: null, plans: essentialFirst }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: L.title })).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/user/availableplans/bundleonly')).toEqual([{ plans: WELCOME50.plans }]);
    expect(screen.getAllByRole('radio', { name: /Premium|Essential/ }).map((radio) => radio.getAttribute('value'))).toEqual([
      'STAT_PREMIUM_MONTHLY',
      'STAT_ESSENTIAL_MONTHLY',
    ]);
  });

  it('says so when no plan is on sale', async () => {
    await renderCheckout({ 'POST /api/user/availableplans/bundleonly': () => answer({ currentPlan: null, plans: [] }) });
    expect(await screen.findByText(L.choose.noPlans)).toBeTruthy();
  });

  it('says so when the plans cannot be loaded, and tries again', async () => {
    let failures = 1;
    const { user } = await renderCheckout({
      'POST /api/user/availableplans/bundleonly': () =>
        failures-- > 0 ? refusal(503, 'error.server.uncaught', 'Down') : answer({ currentPlan: null, plans: TEST_PLANS }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(L.choose.plansFailed);
    await user.click(screen.getByRole('button', { name: L.choose.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: L.choose.heading })).toBeTruthy();
  });
});
