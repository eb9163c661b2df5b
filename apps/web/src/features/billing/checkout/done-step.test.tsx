import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS } from '@stat/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { NEXT_YEAR, TRIAL_END } from './checkout-fixtures.tsx';
import { DoneStep } from './done-step.tsx';

const L = BILLING_LABELS.done;

afterEach(cleanup);

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('DoneStep', () => {
  it('confirms the plan, the charge, the trial, the next billing and the card, then goes on', async () => {
    const onContinue = vi.fn();
    const { user } = renderWithProviders(
      <DoneStep
        receipt={{
          planName: 'Premium with Northstar+',
          productCode: 'STAT_PREMIUM_MONTHLY',
          chargedInCents: 0,
          trialEndsAt: TRIAL_END,
          nextBillingDate: TRIAL_END,
          nextChargeInCents: 1999,
          paymentMethod: 'VISA X-1111 EXP 12/2030',
          invoiceNumber: '1001',
        }}
        focusHeading
        onContinue={onContinue}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: L.heading }));
    expect(value(L.plan)).toBe('Premium with Northstar+');
    expect(value(L.charged)).toBe('$0.00');
    expect(value(L.trialEnds)).toBe('December 4, 2026');
    expect(value(L.nextBilling)).toBe('December 4, 2026');
    expect(value(L.nextCharge)).toBe('$19.99');
    expect(value(L.payment)).toBe('VISA X-1111 EXP 12/2030');
    expect(value(L.invoice)).toBe('1001');
    await user.click(screen.getByRole('button', { name: L.continue }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('leaves out the trial and the invoice when there are none', () => {
    renderWithProviders(
      <DoneStep
        receipt={{
          planName: 'Essential',
          productCode: 'STAT_ESSENTIAL_ANNUAL',
          chargedInCents: 7999,
          trialEndsAt: null,
          nextBillingDate: NEXT_YEAR,
          nextChargeInCents: 9999,
          paymentMethod: 'PayPal',
          invoiceNumber: null,
        }}
        focusHeading={false}
        onContinue={vi.fn()}
      />,
    );
    expect(value(L.charged)).toBe('$79.99');
    expect(value(L.nextBilling)).toBe('November 27, 2027');
    expect(screen.queryByText(L.trialEnds)).toBeNull();
    expect(screen.queryByText(L.invoice)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
