import { createRef } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, BILLING_LABELS, BILLING_MESSAGES, ERROR_CODES, purchaseSchema } from '@stat/contracts';
import { errorOf } from '../../../testing/field-error.ts';
import { testUser } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrderHarness, TEST_PLANS, TRIAL_END, answer, refusal, stubApi, testPreview } from './checkout-fixtures.tsx';
import type { ApiRoutes } from './checkout-fixtures.tsx';
import type { CheckoutState } from './checkout-state.ts';
import { ConfirmStep } from './confirm-step.tsx';
import type { PurchaseIntent } from './purchase-intent.ts';

const L = BILLING_LABELS.confirm;
const PREMIUM = TEST_PLANS[0]!;

const PURCHASE = purchaseSchema.parse({
  user: testUser({ registered: true, isAuthorized: true }),
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

const ORDER: Partial<CheckoutState> = {
  productCode: PREMIUM.productCode,
  couponCode: 'WELCOME50',
  payment: { method: 'Card', token: 'tok-card', firstName: 'Ada', lastName: 'Lovelace', postalCode: '10001' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep(purchase: ApiRoutes[string], { purchaseDisabled = false, order = ORDER } = {}) {
  const fetchMock = stubApi({
    'POST /api/user/previewplans': () => answer(testPreview()),
    'POST /api/user/subscription/bacon': purchase,
  });
  const onPurchased = vi.fn();
  const onDeclined = vi.fn();
  const intentRef = createRef<PurchaseIntent | null>() as { current: PurchaseIntent | null };
  const rendered = renderWithProviders(
    <OrderHarness order={order}>
      {(state) => (
        <ConfirmStep
          plan={PREMIUM}
          state={state}
          email="viewer@example.test"
          buyLabel="Subscribe Now"
          purchaseDisabled={purchaseDisabled}
          intentRef={intentRef}
          focusHeading
          onBack={vi.fn()}
          onDeclined={onDeclined}
          onPurchased={onPurchased}
        />
      )}
    </OrderHarness>,
  );
  const purchases = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/user/subscription/bacon') && init?.method === 'POST')
      .map(([, init]) => ({ key: (init!.headers as Record<string, string>)['Idempotency-Key'], body: JSON.parse(init!.body as string) as unknown }));
  return { ...rendered, fetchMock, onPurchased, onDeclined, purchases };
}

describe('ConfirmStep', () => {
  it('sums up the order and asks for the password before buying', async () => {
    const { user, purchases } = renderStep(() => answer(PURCHASE));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: L.heading }));
    expect(screen.getByText('Premium, $14.99 a month')).toBeTruthy();
    expect(screen.getByText(L.card('Ada Lovelace'))).toBeTruthy();
    expect(await screen.findByText(BILLING_LABELS.review.dueToday)).toBeTruthy();
    expect(screen.getByText(L.account('viewer@example.test'), { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(errorOf(L.password)).toBe(L.passwordRequired);
    expect(purchases()).toHaveLength(0);
  });

  it('a double click sends one purchase, with an Idempotency-Key, and hands on what was bought', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { user, purchases, onPurchased } = renderStep(() => new Promise<Response>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(L.password), 'stat-demo');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe(L.processing);
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(purchases()).toHaveLength(1);
    const [sent] = purchases();
    expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.body).toEqual({
      recurlyToken: 'tok-card',
      paymentMethod: 'Card',
      productCode: 'STAT_PREMIUM_MONTHLY',
      couponCode: 'WELCOME50',
      password: 'stat-demo',
    });
    finish(answer(PURCHASE));
    await waitFor(() => expect(onPurchased).toHaveBeenCalledWith(PURCHASE));
    expect(onPurchased).toHaveBeenCalledOnce();
  });

  it('a wrong password is shown on its field; the retry with the right one keeps the key', async () => {
    let tries = 0;
    const { user, purchases, onPurchased } = renderStep(() =>
      (tries += 1) === 1 ? refusal(401, ERROR_CODES.wrongPassword, 'The password is incorrect.') : answer(PURCHASE),
    );
    await user.type(screen.getByLabelText(L.password), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(errorOf(L.password)).toBe('The password is incorrect.'));
    expect(document.activeElement).toBe(screen.getByLabelText(L.password));
    await user.clear(screen.getByLabelText(L.password));
    await user.type(screen.getByLabelText(L.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(onPurchased).toHaveBeenCalledOnce());
    const [first, second] = purchases();
    expect(second!.key).toBe(first!.key);
  });

  it('waits while the first request with the key still runs, as Retry-After says, and asks again with the same key', async () => {
    let tries = 0;
    const { user, purchases, onPurchased } = renderStep(() =>
      (tries += 1) === 1
        ? answer({ error: { code: ERROR_CODES.idempotencyInFlight, body: API_MESSAGES.idempotencyInFlight } }, 409, { 'retry-after': '0' })
        : answer(PURCHASE),
    );
    await user.type(screen.getByLabelText(L.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(onPurchased).toHaveBeenCalledOnce());
    const [first, second] = purchases();
    expect(second!.key).toBe(first!.key);
  });

  it("sends a decline's message back to the payment step", async () => {
    const { user, onDeclined, onPurchased } = renderStep(() => refusal(402, ERROR_CODES.paymentDeclined, 'Your card was declined.'));
    await user.type(screen.getByLabelText(L.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(onDeclined).toHaveBeenCalledWith('Your card was declined.'));
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it('shows any other refusal at the top of the form', async () => {
    const { user } = renderStep(() => refusal(409, ERROR_CODES.alreadySubscribed, BILLING_MESSAGES.alreadySubscribed));
    await user.type(screen.getByLabelText(L.password), 'stat-demo');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it('with purchaseDisabled the buy button is disabled and says why', () => {
    renderStep(() => answer(PURCHASE), { purchaseDisabled: true });
    const buy = screen.getByRole('button', { name: 'Subscribe Now' });
    expect(buy).toHaveProperty('disabled', true);
    expect(document.getElementById(buy.getAttribute('aria-describedby')!)?.textContent).toBe(BILLING_MESSAGES.purchaseDisabled);
  });
});
