import { act } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_FIELD_LABELS, PAYMENT_FIELD_MESSAGES } from '@stat/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { createRecurlyStandIn } from '../../../testing/recurly-stand-in.ts';
import { paymentFieldsQuery } from './api/get-payment-fields.ts';
import { PaymentFieldsError } from './payment-fields-error.ts';
import { PayPalButton } from './paypal-button.tsx';

let scripts = 0;

async function renderButton(options: { failScript?: boolean } = {}) {
  const standIn = createRecurlyStandIn();
  const scriptUrl = `http://localhost:4455/js/v4/recurly.js?paypal=${(scripts += 1)}`;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(paymentFieldsQuery.queryKey, { scriptUrl, publicKey: 'ewr1-test' });
  const handlers = { onToken: vi.fn(), onCancel: vi.fn(), onError: vi.fn() };
  const view = renderWithProviders(<PayPalButton {...handlers} />, { queryClient });
  const script = await waitFor(() => {
    const found = [...document.head.querySelectorAll('script')].find((each) => each.src === scriptUrl);
    if (!found) throw new Error('no script yet');
    return found;
  });
  await act(async () => {
    if (options.failScript) script.dispatchEvent(new Event('error'));
    else {
      window.recurly = standIn.recurly;
      script.dispatchEvent(new Event('load'));
    }
  });
  return { ...view, standIn, handlers };
}

describe('PayPalButton', () => {
  afterEach(() => {
    cleanup();
    delete window.recurly;
  });

  it("opens PayPal's window on a click, waits, and hands back the billing token", async () => {
    const { standIn, handlers, user } = await renderButton();
    expect(standIn.paypal.displayName).toBe('STAT');
    await user.click(screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }));
    expect(standIn.paypal.starts).toBe(1);
    expect(screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.paypalOpening }).getAttribute('aria-busy')).toBe('true');
    act(() => standIn.paypal.emit('token', { id: 'pp-1', type: 'paypal' }));
    expect(handlers.onToken).toHaveBeenCalledWith('pp-1');
    expect(screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }).getAttribute('aria-busy')).toBeNull();
  });

  it('reports a cancel and lets the viewer try again', async () => {
    const { standIn, handlers, user } = await renderButton();
    await user.click(screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }));
    act(() => standIn.paypal.emit('cancel'));
    expect(handlers.onCancel).toHaveBeenCalledOnce();
    expect(handlers.onToken).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }));
    expect(standIn.paypal.starts).toBe(2);
  });

  it("shows PayPal's error and passes it on", async () => {
    const { standIn, handlers, user } = await renderButton();
    await user.click(screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }));
    act(() => standIn.paypal.emit('error', Object.assign(new Error('The PayPal window could not be opened.'), { code: 'paypal-tokenize-error' })));
    expect((screen.getByRole('alert')).textContent).toContain('The PayPal window could not be opened.');
    expect(handlers.onError).toHaveBeenCalledWith(new PaymentFieldsError('paypal-tokenize-error', 'The PayPal window could not be opened.'));
  });

  it('is disabled and says so when recurly.js cannot be loaded', async () => {
    await renderButton({ failScript: true });
    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_FIELD_MESSAGES.paypalUnavailable);
    expect((screen.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }) as HTMLButtonElement).disabled).toBe(true);
  });
});
