import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_CHANGE_LABELS, type Plan, type UserPlan } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { useModalStore } from '../../components/modal/modal-store.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { PlanChangeSection } from './plan-change-section.tsx';

const L = PLAN_CHANGE_LABELS;
const RENEWS = Date.UTC(2027, 2, 10, 12);

const plan = (productCode: string, name: string, billingInterval: 'month' | 'year', priceInCents: number, nextBillingDate: number | null = null): Plan => ({
  productCode,
  name,
  priceInCents,
  basePriceInCents: priceInCents,
  billingInterval,
  trialDays: 0,
  ads: name === 'Essential',
  nextBillingDate,
  subscriptionPlanSummary: `${name}, $${(priceInCents / 100).toFixed(2)} a ${billingInterval}`,
  addOns: [],
});
const premiumAnnual = plan('STAT_PREMIUM_ANNUAL', 'Premium', 'year', 14999, RENEWS);
const essentialAnnual = plan('STAT_ESSENTIAL_ANNUAL', 'Essential', 'year', 9999, RENEWS);
const premiumMonthly = plan('STAT_PREMIUM_MONTHLY', 'Premium', 'month', 1499);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useModalStore.getState().closeModal();
});

/** The section over a server answering GET user/plan with `userPlan` and each other call by `answers` (path → answer). */
function renderSection(userPlan: UserPlan, answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://stat.test').pathname.replace(/^\/api\//, '');
    return path === 'user/plan' ? json(userPlan) : (answers[path]?.() ?? json({ error: { code: 'error.notfound', body: 'Not found' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  const onChanged = vi.fn();
  renderWithProviders(<PlanChangeSection plansOnSale={[premiumMonthly, premiumAnnual, essentialAnnual]} onChanged={onChanged} />);
  return { onChanged, fetchMock };
}

describe('PlanChangeSection', () => {
  it('the interval switch: more than one plan answered is the spec’s Error modal', async () => {
    renderSection({ currentPlan: premiumAnnual, pendingPlan: null, accountInfo: null }, {
      'user/availableplans/duration': () => json({ currentPlan: premiumAnnual, plans: [premiumMonthly, { ...premiumMonthly, productCode: 'STAT_PREMIUM_MONTHLY_2' }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: L.switchTo.month }));
    await waitFor(() => expect(useModalStore.getState().modal).toEqual({ title: 'Error', body: 'Something went wrong. Please try again.', buttons: [{ label: 'OK' }] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the interval switch: one plan opens the review of it, its heading focused', async () => {
    renderSection({ currentPlan: premiumAnnual, pendingPlan: null, accountInfo: null }, {
      'user/availableplans/duration': () => json({ currentPlan: premiumAnnual, plans: [premiumMonthly] }),
      'user/plan/preview': () => json({ timing: 'termEnd', currentPlan: premiumAnnual, plan: premiumMonthly, effectiveAt: RENEWS, chargeTodayInCents: 0, creditTodayInCents: 0, dueTodayInCents: 0, nextBillingDate: RENEWS, nextChargeInCents: 1499 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: L.switchTo.month }));
    expect(await screen.findByText(L.startsOn(RENEWS))).toBeTruthy();
    expect(screen.getByRole('heading', { name: L.reviewTitle })).toBe(document.activeElement);
  });

  it('the interval switch: no plan on the other interval is said in words', async () => {
    renderSection({ currentPlan: premiumAnnual, pendingPlan: null, accountInfo: null }, {
      'user/availableplans/duration': () => json({ currentPlan: premiumAnnual, plans: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: L.switchTo.month }));
    expect((await screen.findByRole('alert')).textContent).toBe(L.noOtherInterval);
  });

  it('the pending plan with its date; Keep my current plan confirms through the page', async () => {
    const { onChanged } = renderSection(
      { currentPlan: premiumAnnual, pendingPlan: essentialAnnual, accountInfo: null },
      { 'user/plan/pending': () => json({ currentPlan: premiumAnnual }) },
    );
    expect(await screen.findByText(L.pending(essentialAnnual.subscriptionPlanSummary, RENEWS))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: L.keepCurrent }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(L.notice.kept));
  });

  it('a refused coupon is shown under its field', async () => {
    const { onChanged } = renderSection({ currentPlan: premiumAnnual, pendingPlan: null, accountInfo: null }, {
      'coupon/redeem': () => json({ error: { code: 'error.coupon.expired', body: 'This coupon expired on December 31, 2024.' } }, 422),
    });
    fireEvent.change(await screen.findByLabelText(L.couponLabel), { target: { value: 'EXPIRED2024' } });
    fireEvent.click(screen.getByRole('button', { name: L.redeem }));
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon expired on December 31, 2024.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
