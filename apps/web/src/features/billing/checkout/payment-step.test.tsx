import { act } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LABELS, MESSAGES, PAYMENT_FIELD_LABELS } from '@stat/contracts';
import { errorOf } from '../../../testing/field-error.ts';
import { createRecurlyStandIn, loadRecurlyScript, reportAll } from '../../../testing/recurly-stand-in.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrderHarness, answer, stubApi } from './checkout-fixtures.tsx';
import type { CheckoutState } from './checkout-state.ts';
import { useGatewayPayment } from './gateway-payment.tsx';
import { PaymentStep } from './payment-step.tsx';

const L = BILLING_LABELS.payment;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.recurly;
});

let scripts = 0;

function Step({ order, onState, onContinue }: { order: Partial<CheckoutState>; onState: (state: CheckoutState) => void; onContinue: () => void }) {
  const { card, payPal } = useGatewayPayment();
  return (
    <OrderHarness order={{ productCode: 'STAT_PREMIUM_MONTHLY', ...order }} onState={onState}>
      {(state, dispatch) => (
        <PaymentStep state={state} dispatch={dispatch} card={card} payPal={payPal} focusHeading onContinue={onContinue} onBack={vi.fn()} />
      )}
    </OrderHarness>
  );
}

/** The step with the gateway's fields, recurly.js "loaded" from the address GET payments/fields gives. */
async function renderStep(order: Partial<CheckoutState> = {}) {
  const standIn = createRecurlyStandIn();
  const scriptUrl = `http://localhost:4455/js/v4/recurly.js?payment-step=${(scripts += 1)}`;
  stubApi({ 'GET /api/payments/fields': () => answer({ scriptUrl, publicKey: 'ewr1-test' }) });
  const onContinue = vi.fn();
  let latest: CheckoutState | undefined;
  const rendered = renderWithProviders(<Step order={order} onState={(state) => (latest = state)} onContinue={onContinue} />);
  await loadRecurlyScript(standIn, scriptUrl);
  return { ...rendered, standIn, onContinue, state: () => latest! };
}

describe('PaymentStep', () => {
  it('by card: the names are required, then the token made from the fields is the payment', async () => {
    const { user, standIn, onContinue, state } = await renderStep();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: L.heading }));
    await waitFor(() => expect(standIn.elements.cvv).toBeTruthy());
    act(() => reportAll(standIn, { valid: true, empty: false, focus: false }));

    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(errorOf(L.firstName)).toBe(MESSAGES.billingFirstNameRequired);
    expect(errorOf(L.lastName)).toBe(MESSAGES.billingLastNameRequired);
    expect(standIn.tokenRequests).toHaveLength(0);

    await user.type(screen.getByLabelText(L.firstName), 'Ada');
    await user.type(screen.getByLabelText(L.lastName), 'Lovelace');
    await user.type(screen.getByLabelText(L.postalCode), '10001');
    await user.click(screen.getByRole('button', { name: L.submit }));
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(1));
    expect(standIn.tokenRequests[0]!.customer).toEqual({ first_name: 'Ada', last_name: 'Lovelace', postal_code: '10001' });
    act(() => standIn.tokenRequests[0]!.done(null, { id: 'tok-card', type: 'credit_card' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    expect(state().payment).toEqual({ method: 'Card', token: 'tok-card', firstName: 'Ada', lastName: 'Lovelace', postalCode: '10001' });
  });

  it('a card the fields refuse is no payment: the form says so and the fields say why', async () => {
    const { user, standIn, onContinue, state } = await renderStep({ payment: null });
    await waitFor(() => expect(standIn.elements.cvv).toBeTruthy());
    act(() => reportAll(standIn, { valid: false, empty: true, focus: false }));
    await user.type(screen.getByLabelText(L.firstName), 'Ada');
    await user.type(screen.getByLabelText(L.lastName), 'Lovelace');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain(MESSAGES.billingValidationFailed);
    expect(onContinue).not.toHaveBeenCalled();
    expect(state().payment).toBeNull();
  });

  it("shows a decline's message from the gateway, to try another card at once", async () => {
    await renderStep({ paymentError: 'Your card was declined. Try another card.' });
    const alert = screen.getAllByRole('alert').find((each) => each.textContent?.includes('Your card was declined'));
    expect(alert?.textContent).toContain(L.declined);
  });

  it('by PayPal: a cancelled approval leaves the viewer here with nothing charged; an approval with a postal code pays', async () => {
    const { user, standIn, onContinue, state } = await renderStep();
    await user.click(screen.getByRole('radio', { name: L.methods.PayPal }));
    expect(screen.queryByLabelText(L.firstName)).toBeNull();
    const payPal = await screen.findByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal });
    await waitFor(() => expect(payPal).toHaveProperty('disabled', false));

    await user.click(payPal);
    expect(standIn.paypal.starts).toBe(1);
    act(() => standIn.paypal.emit('cancel'));
    expect(screen.getByRole('status').textContent).toBe(L.paypalCancelled);
    expect(state().payment).toBeNull();
    expect(onContinue).not.toHaveBeenCalled();

    // Approved before the postal code was given: it is asked for, then the approval is used.
    await user.click(payPal);
    act(() => standIn.paypal.emit('token', { id: 'tok-paypal', type: 'paypal' }));
    await waitFor(() => expect(errorOf(L.postalCode)).toBe(MESSAGES.billingZipRequired));
    expect(onContinue).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(L.postalCode), '94105');
    await user.click(screen.getByRole('button', { name: L.submit }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    expect(state().payment).toEqual({ method: 'PayPal', token: 'tok-paypal', firstName: '', lastName: '', postalCode: '94105' });
  });
});
