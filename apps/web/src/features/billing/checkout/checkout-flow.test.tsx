import { act, useEffect } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS, ERROR_CODES, purchaseSchema } from '@stat/contracts';
import type { Purchase } from '@stat/contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { testUser } from '../../../testing/fixtures.ts';
import { testPaywallPage } from '../../../testing/paywall-fixtures.ts';
import { createRecurlyStandIn, loadValidCardFields } from '../../../testing/recurly-stand-in.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { TEST_PLANS, TRIAL_END, answer, refusal, stubApi, testPreview } from './checkout-fixtures.tsx';
import { CheckoutFlow } from './checkout-flow.tsx';
import { useGatewayPayment } from './gateway-payment.tsx';

const L = BILLING_LABELS;
const FLAGS = { bundleEnabled: true, LTOCouponEnabled: false, purchaseDisabled: false };

const PURCHASE: Purchase = purchaseSchema.parse({
  user: testUser(),
  receipt: {
    planName: 'Premium with Northstar+',
    productCode: 'STAT_PREMIUM_MONTHLY',
    chargedInCents: 0,
    trialEndsAt: TRIAL_END,
    nextBillingDate: TRIAL_END,
    nextChargeInCents: 1999,
    paymentMethod: 'MASTERCARD X-4444 EXP 12/2030',
    invoiceNumber: null,
  },
});

interface Seen {
  location: Location;
  navigate: NavigateFunction;
}

/** What the router says: the address (its hash is the step) and a way to press the browser's Back. */
function RouterProbe({ onSeen }: { onSeen: (seen: Seen) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onSeen({ location, navigate });
  });
  return null;
}

function Flow({ onPurchased, onContinue }: { onPurchased: (purchase: Purchase) => void; onContinue: () => void }) {
  const { card, payPal } = useGatewayPayment();
  return (
    <CheckoutFlow
      plans={TEST_PLANS}
      start={{ flags: FLAGS, memory: null, landingCoupon: null }}
      pages={{ start: testPaywallPage('choose-plan', { firstStep: true }), next: testPaywallPage('payment', { nextStep: true }) }}
      renderHero={() => null}
      email="viewer@example.test"
      card={card}
      payPal={payPal}
      onPurchased={onPurchased}
      onContinue={onContinue}
    />
  );
}

let scripts = 0;

async function renderFlow() {
  const standIn = createRecurlyStandIn();
  const scriptUrl = `http://localhost:4455/js/v4/recurly.js?flow=${(scripts += 1)}`;
  let purchases = 0;
  const fetchMock = stubApi({
    'POST /api/user/previewplans': () => answer(testPreview()),
    'GET /api/payments/fields': () => answer({ scriptUrl, publicKey: 'ewr1-test' }),
    // The first card is declined; the next goes through.
    'POST /api/user/subscription/bacon': () =>
      (purchases += 1) === 1 ? refusal(402, ERROR_CODES.paymentDeclined, 'Your card was declined.') : answer(PURCHASE),
  });
  const seen: Partial<Seen> = {};
  const onSeen = (latest: Seen) => Object.assign(seen, latest);
  const onPurchased = vi.fn();
  const onContinue = vi.fn();
  const rendered = renderWithProviders(
    <>
      <Flow onPurchased={onPurchased} onContinue={onContinue} />
      <RouterProbe onSeen={onSeen} />
    </>,
    { path: '/continuePurchase' },
  );
  return { ...rendered, standIn, scriptUrl, fetchMock, seen: seen as Seen, onPurchased, onContinue };
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const currentStep = () => screen.getByRole('navigation', { name: L.progress }).querySelector('[aria-current="step"]')?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.recurly;
});

describe('CheckoutFlow', () => {
  it('goes plan, review, payment, confirm, each step in the address and its heading focused; Back works; a decline returns to payment; then the confirmation', async () => {
    const { user, standIn, scriptUrl, fetchMock, seen, onPurchased, onContinue } = await renderFlow();
    expect(screen.getByRole('heading', { level: 1, name: 'Headline of choose-plan' })).toBeTruthy();
    expect(stepHeading(L.choose.heading)).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(currentStep()).toContain('Choose a plan');

    // 1. Premium with Northstar+, remembered as the purchase memory.
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('checkbox', { name: L.choose.addOn('Northstar+', '$5.00 a month') }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.purchaseMemory)!)).toMatchObject({
      purchaseType: 'subscription',
      productCode: 'STAT_PREMIUM_MONTHLY',
      addOns: ['NORTHSTAR_PLUS'],
      couponCode: null,
    });
    await user.click(screen.getByRole('button', { name: L.continue }));

    // 2. The review; the browser's Back returns to the plans, Forward to the review.
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.review.heading)));
    expect(seen.location.hash).toBe('#preview');
    expect(screen.getByText('Premium with Northstar+, $19.99 a month')).toBeTruthy();
    act(() => void seen.navigate(-1));
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.choose.heading)));
    expect(screen.getByRole('radio', { name: 'Premium with Northstar+' })).toHaveProperty('checked', true);
    act(() => void seen.navigate(1));
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.review.heading)));
    await user.click(screen.getByRole('button', { name: L.review.toPayment }));

    // 3. Payment by card; the page's own words for paying.
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.payment.heading)));
    expect(screen.getByRole('heading', { level: 1, name: 'Headline of payment' })).toBeTruthy();
    await loadValidCardFields(standIn, scriptUrl);
    await user.type(screen.getByLabelText(L.payment.firstName), 'Ada');
    await user.type(screen.getByLabelText(L.payment.lastName), 'Lovelace');
    await user.click(screen.getByRole('button', { name: L.payment.submit }));
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(1));
    act(() => standIn.tokenRequests[0]!.done(null, { id: 'tok-declined', type: 'credit_card' }));

    // 4. Confirm with the password: declined, back on payment with the gateway's message.
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.confirm.heading)));
    expect(seen.location.hash).toBe('#confirm');
    await user.type(screen.getByLabelText(L.confirm.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.payment.heading)));
    await waitFor(() => expect(seen.location.hash).toBe('#payment'));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Your card was declined.'))).toBe(true);

    // Another card at once: a new intent, a new key.
    await loadValidCardFields(standIn, scriptUrl);
    await user.click(screen.getByRole('button', { name: L.payment.submit }));
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(2));
    act(() => standIn.tokenRequests[1]!.done(null, { id: 'tok-mastercard', type: 'credit_card' }));
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.confirm.heading)));
    await user.type(screen.getByLabelText(L.confirm.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Buy' }));

    // 5. The confirmation: the memory is forgotten, the app told, then on to the intended route.
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(L.done.heading)));
    expect(onPurchased).toHaveBeenCalledWith(PURCHASE);
    expect(within(screen.getByText(L.done.payment).parentElement!).getByText('MASTERCARD X-4444 EXP 12/2030')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: L.progress })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.purchaseMemory)).toBeNull();
    const keys = fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/user/subscription/bacon') && init?.method === 'POST')
      .map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    await user.click(screen.getByRole('button', { name: L.done.continue }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('an address asking for a step the order has not reached shows the first step', async () => {
    const { seen } = await renderFlow();
    act(() => void seen.navigate({ hash: 'confirm' }));
    await waitFor(() => expect(seen.location.hash).toBe('#confirm'));
    expect(stepHeading(L.choose.heading)).toBeTruthy();
  });
});
