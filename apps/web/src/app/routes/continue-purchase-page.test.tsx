import { act, useEffect } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS, PAYWALL_NOT_FOUND_MODAL, purchaseSchema } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { initFlags } from '../../lib/flags.ts';
import { TEST_PLANS, TRIAL_END, answer, bodiesOf, stubApi, testPreview } from '../../features/billing/checkout/checkout-fixtures.tsx';
import { rememberPurchase } from '../../features/billing/purchase-memory.ts';
import { testUser } from '../../testing/fixtures.ts';
import { testPaywallPage } from '../../testing/paywall-fixtures.ts';
import { createRecurlyStandIn, loadValidCardFields } from '../../testing/recurly-stand-in.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import ContinuePurchasePage from './continue-purchase-page.tsx';

const L = BILLING_LABELS;
const SCRIPT_URL = 'http://localhost:4455/js/v4/recurly.js?page';
const signedIn = testUser({ isAuthorized: false, emailAddress: 'new@stat.test' });
const PURCHASE = purchaseSchema.parse({
  user: testUser({ isAuthorized: true, emailAddress: 'new@stat.test' }),
  receipt: {
    planName: 'Premium',
    productCode: 'STAT_PREMIUM_MONTHLY',
    chargedInCents: 0,
    trialEndsAt: TRIAL_END,
    nextBillingDate: TRIAL_END,
    nextChargeInCents: 1499,
    paymentMethod: 'VISA X-1111 EXP 12/2030',
    invoiceNumber: null,
  },
});

function PathProbe({ onPath }: { onPath: (path: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onPath(pathname);
  }, [pathname, onPath]);
  return null;
}

beforeAll(installDialogPolyfill);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.recurly;
});

describe('ContinuePurchasePage', () => {
  it('after a purchase stores the user, refreshes saved payment and subscription, counts the purchase, then goes home', async () => {
    // The choice kept from before Create Account: straight to paying.
    rememberPurchase({ purchaseType: 'subscription', productCode: 'STAT_PREMIUM_MONTHLY', addOns: [], couponCode: null });
    const fetchMock = stubApi({
      'POST /ofrep/v1/evaluate/flags': () => answer({ flags: [{ key: 'purchaseDisabled', value: false, reason: 'STATIC', variant: 'off' }] }),
      'GET /api/paywall': () => answer({ pages: [testPaywallPage('choose-plan', { firstStep: true }), testPaywallPage('payment', { nextStep: true })] }),
      'POST /api/user/availableplans/bundleonly': () => answer({ currentPlan: null, plans: TEST_PLANS }),
      'POST /api/user/previewplans': () => answer(testPreview()),
      'GET /api/payments/fields': () => answer({ scriptUrl: SCRIPT_URL, publicKey: 'ewr1-test' }),
      'POST /api/user/subscription/bacon': () => answer(PURCHASE),
      'GET /api/user/subscription/bacon': () =>
        answer({
          accountCode: 'acct-1',
          productCode: 'STAT_PREMIUM_MONTHLY',
          paymentMethod: 'Card',
          cardType: 'Visa',
          lastFourDigits: '1111',
          year: 2030,
          month: 12,
          subscriptionPlanSummary: 'Premium, $14.99 a month',
          autoRenew: true,
          hasPurchased: true,
        }),
      'GET /api/user/subscription': () =>
        answer({
          billingType: 'BACON',
          eligibleToChangePlan: true,
          message: null,
          nextBillingDate: TRIAL_END,
          paymentMethod: 'VISA X-1111 EXP 12/2030',
          plan: TEST_PLANS[0],
          price: 1499,
          subscription: { id: 'sub-1', productCode: 'STAT_PREMIUM_MONTHLY', startedAt: TRIAL_END - 7 * 86_400_000 },
          subscriptionStatus: { state: 'ACTIVE', description: 'Active', expirationDateMillis: null },
          trialStatus: { state: 'IN_TRIAL', description: 'In trial', expireText: null, expirationDateMillis: TRIAL_END },
          transactions: [],
        }),
      'POST /api/client-interaction': () => answer({}),
    });
    // The flag client is the worker's (test files share modules): evaluated again against this answer.
    await initFlags('test-device');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(userQuery().queryKey, signedIn);
    const standIn = createRecurlyStandIn();
    let path = '';
    const { user } = renderWithProviders(
      <>
        <ContinuePurchasePage params={{}} query={{}} />
        <PathProbe onPath={(latest) => (path = latest)} />
      </>,
      { path: '/continuePurchase#payment', queryClient },
    );

    expect(await screen.findByRole('heading', { level: 2, name: L.payment.heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Headline of payment' })).toBeTruthy();
    await loadValidCardFields(standIn, SCRIPT_URL);
    await user.type(screen.getByLabelText(L.payment.firstName), 'Ada');
    await user.type(screen.getByLabelText(L.payment.lastName), 'Lovelace');
    await user.click(screen.getByRole('button', { name: L.payment.submit }));
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(1));
    act(() => standIn.tokenRequests[0]!.done(null, { id: 'tok-visa', type: 'credit_card' }));

    await user.type(await screen.findByLabelText(L.confirm.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('heading', { level: 2, name: L.done.heading })).toBeTruthy();

    expect(queryClient.getQueryData(userQuery().queryKey)).toEqual(PURCHASE.user);
    await waitFor(() => expect(bodiesOf(fetchMock, 'GET', '/api/user/subscription')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'GET', '/api/user/subscription/bacon')).toHaveLength(1);
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/client-interaction')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', '/api/client-interaction')[0]).toMatchObject({
      action: 'purchase',
      actionType: 'purchase',
      meta: { pageName: 'continuePurchase' },
      user: { state: 'authorized' },
    });

    await user.click(screen.getByRole('button', { name: L.done.continue }));
    expect(path).toBe('/');
  });

  it("without the paywall's pages shows the spec's modal once, then the flow in its own words", async () => {
    stubApi({
      'POST /ofrep/v1/evaluate/flags': () => answer({ flags: [] }),
      'GET /api/paywall': () => answer({ pages: [testPaywallPage('other')] }),
      'POST /api/user/availableplans/bundleonly': () => answer({ currentPlan: null, plans: TEST_PLANS }),
      'POST /api/user/previewplans': () => answer(testPreview()),
    });
    await initFlags('test-device');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(userQuery().queryKey, signedIn);
    const { user } = renderWithProviders(<ContinuePurchasePage params={{}} query={{}} />, { path: '/continuePurchase', queryClient });
    const modal = await screen.findByRole('dialog', { name: PAYWALL_NOT_FOUND_MODAL.title });
    expect(modal.textContent).toContain(PAYWALL_NOT_FOUND_MODAL.body);
    await user.click(screen.getByRole('button', { name: PAYWALL_NOT_FOUND_MODAL.action }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: L.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: L.choose.heading })).toBeTruthy();
  });
});
