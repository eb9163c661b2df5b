import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS } from '@stat/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrderHarness, TEST_PLANS, answer, bodiesOf, stubApi, testPreview } from './checkout-fixtures.tsx';
import type { CheckoutState } from './checkout-state.ts';
import { ChoosePlanStep } from './choose-plan-step.tsx';

const L = BILLING_LABELS;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep({ trialEligible = true, bundleEnabled = true, order = {} }: { trialEligible?: boolean; bundleEnabled?: boolean; order?: Partial<CheckoutState> } = {}) {
  const fetchMock = stubApi({ 'POST /api/user/previewplans': () => answer(testPreview({}, { trialEligible })) });
  const onContinue = vi.fn();
  let latest: CheckoutState | undefined;
  const rendered = renderWithProviders(
    <OrderHarness order={order} onState={(state) => (latest = state)}>
      {(state, dispatch) => (
        <ChoosePlanStep plans={TEST_PLANS} state={state} dispatch={dispatch} bundleEnabled={bundleEnabled} focusHeading={false} onContinue={onContinue} />
      )}
    </OrderHarness>,
  );
  return { ...rendered, fetchMock, onContinue, state: () => latest! };
}

const card = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

describe('ChoosePlanStep', () => {
  it('shows the monthly plans, Premium first, with price, ads and the trial for a trial-eligible viewer', async () => {
    const { fetchMock } = renderStep();
    expect(screen.getByRole('heading', { level: 2, name: L.choose.heading })).toBeTruthy();
    const radios = screen.getAllByRole('radio', { name: /Premium|Essential/ });
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['STAT_PREMIUM_MONTHLY', 'STAT_ESSENTIAL_MONTHLY']);
    expect(within(card('Premium')).getByText('$14.99')).toBeTruthy();
    expect(within(card('Premium')).getByText(L.choose.noAds)).toBeTruthy();
    expect(within(card('Essential')).getByText('$9.99')).toBeTruthy();
    expect(within(card('Essential')).getByText(L.choose.ads)).toBeTruthy();
    expect(await within(card('Premium')).findByText(L.choose.trial(7))).toBeTruthy();
    // Trial eligibility comes from a preview of every plan on sale.
    expect(bodiesOf(fetchMock, 'POST', '/api/user/previewplans')).toEqual([{ plans: TEST_PLANS.map((plan) => plan.productCode) }]);
  });

  it('shows no trial to a viewer the preview says is not eligible', async () => {
    const { fetchMock } = renderStep({ trialEligible: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('$14.99');
    expect(screen.queryByText(L.choose.trial(7))).toBeNull();
  });

  it('switches to annual prices, keeping the chosen plan by name', async () => {
    const { user, state } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Essential' }));
    await user.click(screen.getByRole('radio', { name: L.choose.intervals.year }));
    expect(screen.getByRole('radio', { name: 'Essential' })).toHaveProperty('checked', true);
    expect(within(card('Essential')).getByText('$99.99')).toBeTruthy();
    expect(within(card('Essential')).getByText(L.per.year)).toBeTruthy();
    expect(state()).toMatchObject({ interval: 'year', productCode: 'STAT_ESSENTIAL_ANNUAL' });
  });

  it('adds Northstar+ as a bundle: the cards show the bundle name and price', async () => {
    const { user, state } = renderStep();
    const bundle = screen.getByRole('checkbox', { name: L.choose.addOn('Northstar+', '$5.00 a month') });
    await user.click(bundle);
    expect(screen.getByRole('radio', { name: 'Essential with Northstar+' })).toBeTruthy();
    expect(within(card('Premium with Northstar+')).getByText('$19.99')).toBeTruthy();
    expect(state().addOns).toEqual(['NORTHSTAR_PLUS']);
    await user.click(bundle);
    expect(state().addOns).toEqual([]);
  });

  it('offers no bundle when bundleEnabled is off', () => {
    renderStep({ bundleEnabled: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks for a plan before going on, then continues; all by keyboard', async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    const { user, onContinue, state } = renderStep();
    await user.click(screen.getByRole('button', { name: L.continue }));
    expect(screen.getByRole('alert').textContent).toBe(L.choose.pickOne);
    expect(onContinue).not.toHaveBeenCalled();
    // Tab to the billing period, on to the plans; arrows choose among them.
    screen.getByRole('radio', { name: L.choose.intervals.month }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Premium' }));
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(state().productCode).toBe('STAT_ESSENTIAL_MONTHLY');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: L.continue }));
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
