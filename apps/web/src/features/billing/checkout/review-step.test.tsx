import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS, BILLING_MESSAGES, ERROR_CODES, MESSAGES } from '@stat/contracts';
import { errorOf } from '../../../testing/field-error.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrderHarness, TEST_PLANS, WELCOME50, answer, bodiesOf, refusal, stubApi, testPreview } from './checkout-fixtures.tsx';
import type { ApiRoutes } from './checkout-fixtures.tsx';
import type { CheckoutState } from './checkout-state.ts';
import { ReviewStep } from './review-step.tsx';

const L = BILLING_LABELS.review;
const PREMIUM = TEST_PLANS[0]!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The preview as the API works it out for the codes in the request. */
function previewFor(body: { couponCode?: string; giftCardCode?: string }) {
  if (body.giftCardCode === 'STAT-GIFT-USED') {
    return refusal(422, ERROR_CODES.giftCardRedeemed, MESSAGES.giftCardAlreadyRedeemed, MESSAGES.giftCardErrorTitle);
  }
  if (body.couponCode === 'LAPSED50') return refusal(422, ERROR_CODES.couponNotApplicable, BILLING_MESSAGES.couponNewSubscribersOnly);
  const coupon = body.couponCode === 'WELCOME50' ? WELCOME50 : null;
  const gift = body.giftCardCode === 'STAT-GIFT-0001';
  return answer(
    testPreview(
      gift
        ? { trialEndsAt: null, subtotalTodayInCents: 1499, creditTodayInCents: 999, dueTodayInCents: 500, nextChargeInCents: 1499 }
        : coupon
          ? { nextChargeInCents: 750, nextDiscountInCents: 749 }
          : {},
      { coupon, giftCard: gift ? { code: 'STAT-GIFT-0001', amountInCents: 999 } : null, totalNewAccountCreditInCents: gift ? 999 : 0 },
    ),
  );
}

const routes: ApiRoutes = {
  'POST /api/user/previewplans': ({ body }) => previewFor(body as { couponCode?: string; giftCardCode?: string }),
  'GET /api/coupon/WELCOME50/STAT_PREMIUM_MONTHLY': () => answer(WELCOME50),
  'GET /api/coupon/EXPIRED2024/STAT_PREMIUM_MONTHLY': () => refusal(422, ERROR_CODES.couponExpired, 'This coupon expired on December 31, 2024.'),
};

function renderStep(order: Partial<CheckoutState> = {}, overrides: ApiRoutes = {}) {
  const fetchMock = stubApi({ ...routes, ...overrides });
  const onContinue = vi.fn();
  const onBack = vi.fn();
  let latest: CheckoutState | undefined;
  const rendered = renderWithProviders(
    <OrderHarness order={{ productCode: PREMIUM.productCode, ...order }} onState={(state) => (latest = state)}>
      {(state, dispatch) => <ReviewStep plan={PREMIUM} state={state} dispatch={dispatch} focusHeading onContinue={onContinue} onBack={onBack} />}
    </OrderHarness>,
  );
  return { ...rendered, fetchMock, onContinue, onBack, state: () => latest! };
}

const figures = () => within(screen.getByRole('heading', { name: L.figures }).nextElementSibling as HTMLElement);
const figure = (label: string) => figures().getByText(label).nextElementSibling?.textContent;

describe('ReviewStep', () => {
  it('takes the focus and shows the order in figures and words: nothing today, the trial, the next charge', async () => {
    renderStep();
    const heading = screen.getByRole('heading', { level: 2, name: L.heading });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Premium, $14.99 a month')).toBeTruthy();
    expect(await screen.findByText('Nothing is charged today: your 7-day free trial starts now.')).toBeTruthy();
    expect(figure(L.dueToday)).toBe('$0.00');
    expect(figure(L.nextCharge('December 4, 2026'))).toBe('$14.99');
    expect(screen.getByText('Your free trial ends on December 4, 2026.')).toBeTruthy();
    expect(screen.getByText('From December 4, 2026 you are charged $14.99 a month until you cancel.')).toBeTruthy();
  });

  it('applies a coupon checked against the plan, and shows its effect; the next one takes its place', async () => {
    const { user, fetchMock, state } = renderStep();
    await screen.findByText(L.dueToday);
    await user.type(screen.getByLabelText(L.coupon), 'welcome50{Enter}');
    expect(await screen.findByText(L.applied('WELCOME50'))).toBe(document.activeElement);
    expect(await screen.findByText('Coupon WELCOME50: 50% off your first month.')).toBeTruthy();
    expect(screen.getByText('It takes $7.49 off your first paid month.')).toBeTruthy();
    expect(figure(L.nextCharge('December 4, 2026'))).toBe('$7.50');
    expect(bodiesOf(fetchMock, 'POST', '/api/user/previewplans').at(-1)).toEqual({ plans: ['STAT_PREMIUM_MONTHLY'], couponCode: 'WELCOME50' });

    // Applying another clears the one shown first; a refusal says why by the field.
    await user.type(screen.getByLabelText(L.coupon), 'EXPIRED2024');
    await user.click(screen.getByRole('button', { name: L.applyCoupon }));
    await vi.waitFor(() => expect(errorOf(L.coupon)).toBe('This coupon expired on December 31, 2024.'));
    expect(screen.queryByText(L.applied('WELCOME50'))).toBeNull();
    expect(state().couponCode).toBeNull();
    expect(screen.getByLabelText(L.coupon)).toHaveProperty('value', 'EXPIRED2024');
    await vi.waitFor(() => expect(figure(L.nextCharge('December 4, 2026'))).toBe('$14.99'));
  });

  it('refuses a code that is not one before asking the API', async () => {
    const { user, fetchMock } = renderStep();
    await screen.findByText(L.dueToday);
    await user.type(screen.getByLabelText(L.coupon), 'NOT A CODE{Enter}');
    expect(errorOf(L.coupon)).toBe(L.codeInvalid);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/coupon/'))).toBe(false);
  });

  it('a gift card lowers what is due today; a redeemed one shows the spec error by its field', async () => {
    const { user, state } = renderStep();
    await screen.findByText(L.dueToday);
    await user.type(screen.getByLabelText(L.giftCard), 'stat-gift-0001{Enter}');
    expect(await screen.findByText(L.applied('STAT-GIFT-0001'))).toBeTruthy();
    await vi.waitFor(() => expect(figure(L.dueToday)).toBe('$5.00'));
    expect(figure(L.credit)).toBe('\u2212$9.99');
    expect(screen.getByText('Gift card STAT-GIFT-0001 adds $9.99 of credit to your account.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: L.removeCode('STAT-GIFT-0001') }));
    expect(document.activeElement).toBe(screen.getByLabelText(L.giftCard));
    await user.type(screen.getByLabelText(L.giftCard), 'STAT-GIFT-USED{Enter}');
    await vi.waitFor(() => expect(errorOf(L.giftCard)).toBe(MESSAGES.giftCardAlreadyRedeemed));
    expect(state().giftCardCode).toBeNull();
    expect(figure(L.dueToday)).toBe('$0.00');
  });

  it('a remembered coupon the preview refuses leaves the order, its message by the coupon field', async () => {
    const { fetchMock } = renderStep({ couponCode: 'LAPSED50' });
    await vi.waitFor(() => expect(errorOf(L.coupon)).toBe(BILLING_MESSAGES.couponNewSubscribersOnly));
    expect(await screen.findByText(L.dueToday)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/user/previewplans')).toEqual([
      { plans: ['STAT_PREMIUM_MONTHLY'], couponCode: 'LAPSED50' },
      { plans: ['STAT_PREMIUM_MONTHLY'] },
    ]);
  });

  it('says so when the figures cannot be worked out, and tries again', async () => {
    let failures = 1;
    const { user } = renderStep(
      {},
      {
        'POST /api/user/previewplans': () =>
          failures-- > 0 ? refusal(400, ERROR_CODES.productCodesRequired, MESSAGES.productCodesRequired) : answer(testPreview()),
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.productCodesRequired);
    await user.click(screen.getByRole('button', { name: L.retry }));
    expect(await screen.findByText(L.dueToday)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back and on', async () => {
    const { user, onBack, onContinue } = renderStep();
    await user.click(screen.getByRole('button', { name: BILLING_LABELS.back }));
    await user.click(screen.getByRole('button', { name: L.toPayment }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
