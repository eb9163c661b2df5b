import { act, createRef } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_FIELD_LABELS, PAYMENT_FIELD_MESSAGES } from '@stat/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { createRecurlyStandIn, reportAll, type RecurlyStandIn } from '../../../testing/recurly-stand-in.ts';
import { paymentFieldsQuery } from './api/get-payment-fields.ts';
import { CardFields, type CardFieldsHandle } from './card-fields.tsx';
import { PaymentFieldsError } from './payment-fields-error.ts';

let scripts = 0;

/** The fields with recurly.js "loaded" from a script address of their own (loads are kept per address). */
async function renderFields(options: { failScript?: boolean } = {}) {
  const standIn = createRecurlyStandIn();
  const scriptUrl = `http://localhost:4455/js/v4/recurly.js?test=${(scripts += 1)}`;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(paymentFieldsQuery.queryKey, { scriptUrl, publicKey: 'ewr1-test' });
  const ref = createRef<CardFieldsHandle>();
  const onSubmit = vi.fn();
  const view = renderWithProviders(<CardFields ref={ref} onSubmit={onSubmit} />, { queryClient });
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
  return { ...view, standIn, ref, onSubmit };
}

const valid = { valid: true, empty: false, focus: false };

function attachAll(standIn: RecurlyStandIn) {
  act(() => reportAll(standIn, { valid: false, empty: true, focus: false }));
}

describe('CardFields', () => {
  afterEach(() => {
    cleanup();
    delete window.recurly;
  });

  it('configures recurly.js with the public key and frames the four fields, labelled and described, in keyboard order', async () => {
    const { standIn, container } = await renderFields();
    expect(standIn.configuredWith).toEqual(['ewr1-test']);
    const frames = [...container.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.title)).toEqual([
      PAYMENT_FIELD_LABELS.number,
      PAYMENT_FIELD_LABELS.month,
      PAYMENT_FIELD_LABELS.year,
      PAYMENT_FIELD_LABELS.cvv,
    ]);
    for (const frame of frames) {
      const described = frame.getAttribute('aria-describedby');
      expect(described && document.getElementById(described)).toBeTruthy();
    }
    expect(frames[1]!.getAttribute('aria-describedby')).toBe(frames[2]!.getAttribute('aria-describedby'));
    expect(screen.getByRole('group', { name: PAYMENT_FIELD_LABELS.cardDetails }).getAttribute('aria-busy')).toBe('true');
    attachAll(standIn);
    expect(screen.getByRole('group', { name: PAYMENT_FIELD_LABELS.cardDetails }).getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText(PAYMENT_FIELD_LABELS.loading)).toBeNull();
  });

  it("shows the brand beside the number and each field's message once it is left invalid", async () => {
    const { standIn } = await renderFields();
    attachAll(standIn);
    act(() => standIn.elements.number!.change({ valid: false, empty: false, focus: true, brand: 'american_express' }));
    screen.getByText(PAYMENT_FIELD_LABELS.brands.american_express);
    expect(screen.queryByText(PAYMENT_FIELD_MESSAGES.number)).toBeNull();
    act(() => standIn.elements.number!.change({ valid: false, empty: false, focus: false, brand: 'american_express' }));
    screen.getByText(PAYMENT_FIELD_MESSAGES.number);
    act(() => standIn.elements.cvv!.change({ valid: false, empty: false, focus: false }));
    screen.getByText('Enter the 4-digit security code');
    act(() => standIn.elements.year!.change({ valid: false, empty: false, focus: false }));
    screen.getByText(PAYMENT_FIELD_MESSAGES.year);
  });

  it('focuses a field when its label or box is clicked, and passes Enter in a field on', async () => {
    const { standIn, user, onSubmit } = await renderFields();
    attachAll(standIn);
    await user.click(screen.getByText(PAYMENT_FIELD_LABELS.cvv));
    expect(standIn.elements.cvv!.focused).toBe(1);
    act(() => standIn.elements.number!.emit('submit'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('refuses to tokenise invalid fields, naming them, and shows what each needs', async () => {
    const { standIn, ref } = await renderFields();
    attachAll(standIn);
    act(() => standIn.elements.number!.change({ ...valid, brand: 'visa' }));
    let failure: unknown;
    await act(async () => {
      failure = await ref.current!.tokenize({ firstName: 'Ada', lastName: 'Lovelace' }).catch((error: unknown) => error);
    });
    expect(failure).toEqual(new PaymentFieldsError('validation', PAYMENT_FIELD_MESSAGES.month, ['month', 'year', 'cvv']));
    screen.getByText(PAYMENT_FIELD_MESSAGES.month);
    screen.getByText('Enter the 3-digit security code');
    expect(standIn.tokenRequests).toHaveLength(0);
  });

  it('tokenises valid fields with the customer, resolving the token id', async () => {
    const { standIn, ref } = await renderFields();
    act(() => reportAll(standIn, valid));
    const pending = ref.current!.tokenize({ firstName: 'Ada', lastName: 'Lovelace', postalCode: '10001' });
    const [request] = standIn.tokenRequests;
    expect(request!.customer).toEqual({ first_name: 'Ada', last_name: 'Lovelace', postal_code: '10001' });
    request!.done(null, { id: 'tok-1', type: 'credit_card' });
    await expect(pending).resolves.toEqual({ id: 'tok-1' });
  });

  it("rejects with the gateway's message and fields when it refuses the card", async () => {
    const { standIn, ref } = await renderFields();
    act(() => reportAll(standIn, valid));
    const pending = ref.current!.tokenize({ firstName: 'Ada', lastName: 'Lovelace' });
    const refusal = Object.assign(new Error('There was an error validating your request.'), { code: 'validation', fields: ['number'] });
    standIn.tokenRequests[0]!.done(refusal);
    await expect(pending).rejects.toEqual(new PaymentFieldsError('validation', 'There was an error validating your request.', ['number']));
  });

  it('says card payment is unavailable when recurly.js cannot be loaded', async () => {
    await renderFields({ failScript: true });
    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_FIELD_MESSAGES.unavailable);
  });
});
