import { act } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES, PPV_PURCHASE_LABELS, ppvPurchaseSchema } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { answer, bodiesOf, refusal, stubApi, type ApiRoutes } from '../../testing/fake-api.ts';
import { errorOf } from '../../testing/field-error.ts';
import { testPpvState } from '../../testing/ppv-fixtures.ts';
import { createRecurlyStandIn, loadValidCardFields } from '../../testing/recurly-stand-in.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import PpvPurchaseHost from './ppv-purchase-host.tsx';

const L = PPV_PURCHASE_LABELS.dialog;
const PURCHASE_PATH = '/api/user/ppv/bacon/purchase';

const STATE = testPpvState({
  productId: 'ppv-okafor-vukovic',
  priceInCents: 6999,
  sections: ['event-info', 'event-purchase'],
  event: { name: 'Heavyweight Unification: Okafor vs. Vukovic', doorsAt: 1, mainEventAt: 2, earlyPriceUntil: null },
});
const purchaseOf = (amountInCents: number, paymentMethod: string) =>
  ppvPurchaseSchema.parse({
    productId: STATE.productId,
    amountInCents,
    billingType: 'BACON',
    created: Date.UTC(2026, 11, 4, 12),
    description: STATE.event.name,
    eventDate: Date.UTC(2026, 11, 12, 12),
    orderNumber: '1001',
    paymentMethod,
    transactionDate: Date.UTC(2026, 11, 4, 12),
    transactionType: 'purchase',
    tveUserId: 'user-1',
  });
const COUPON = { code: 'FIGHTNIGHT10', description: '$10 off the fight', discountInCents: 1000, priceInCents: 5999 };

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.recurly;
  // The analytics call's device id; the files of a worker share jsdom.
  localStorage.clear();
});

let scripts = 0;

function renderHost(routes: ApiRoutes) {
  const scriptUrl = `http://localhost:4455/js/v4/recurly.js?ppv=${(scripts += 1)}`;
  const fetchMock = stubApi({
    'GET /api/payments/fields': () => answer({ scriptUrl, publicKey: 'ewr1-test' }),
    'POST /api/client-interaction': () => answer({}),
    ...routes,
  });
  const onClose = vi.fn();
  const rendered = renderWithProviders(<PpvPurchaseHost state={STATE} onClose={onClose} authorized />);
  const purchases = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith(PURCHASE_PATH) && init?.method === 'POST')
      .map(([, init]) => ({ key: (init!.headers as Record<string, string>)['Idempotency-Key'], body: JSON.parse(init!.body as string) as unknown }));
  return { ...rendered, fetchMock, onClose, purchases, scriptUrl };
}

/** The gateway's fields, loaded and each valid: a card typed in. */
async function loadCardFields(scriptUrl: string) {
  const standIn = createRecurlyStandIn();
  await loadValidCardFields(standIn, scriptUrl);
  return standIn;
}

describe('PpvPurchaseHost', () => {
  it('with the saved card and a coupon: the new price on the button, one request however often it is pressed, then the order and purchase_ppv', async () => {
    let answerPurchase: (response: Response) => void = () => undefined;
    const { user, fetchMock, purchases } = renderHost({
      'GET /api/user/ppv/bacon/payment': () => answer({ paymentMethod: 'Card', display: 'VISA X-1111 EXP 12/2030' }),
      'GET /api/ppv/coupon/FIGHTNIGHT10': () => answer(COUPON),
      [`POST ${PURCHASE_PATH}`]: () => new Promise<Response>((resolve) => (answerPurchase = resolve)),
    });
    const dialog = await screen.findByRole('dialog', { name: L.title });
    expect(within(dialog).getByText(STATE.event.name)).toBeTruthy();
    expect(await within(dialog).findByText('VISA X-1111 EXP 12/2030')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: new RegExp(L.savedPayment) })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('button', { name: L.buyFor('$69.99') })).toBeTruthy();

    await user.type(within(dialog).getByLabelText(L.coupon), 'fightnight10');
    await user.click(within(dialog).getByRole('button', { name: L.applyCouponLabel }));
    const applied = await within(dialog).findByText(L.couponApplied('FIGHTNIGHT10', '$10.00'));
    expect(document.activeElement).toBe(applied);
    const buy = within(dialog).getByRole('button', { name: L.buyFor('$59.99') });

    await user.click(buy);
    await user.click(buy);
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]!.body).toEqual({ productId: STATE.productId, couponCode: 'FIGHTNIGHT10' });
    expect(purchases()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answerPurchase(answer(purchaseOf(5999, 'VISA X-1111 EXP 12/2030'))));

    const done = await within(dialog).findByRole('heading', { name: L.done });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(within(dialog).getByText('1001')).toBeTruthy();
    expect(within(dialog).getByText('$59.99')).toBeTruthy();
    expect(purchases()).toHaveLength(1);
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/client-interaction')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', '/api/client-interaction')[0]).toMatchObject({ action: 'purchase_ppv', actionType: 'purchase', user: { state: 'authorized' } });
  });

  it('a coupon the API refuses: its words under the field, the price unchanged', async () => {
    const { user } = renderHost({
      'GET /api/user/ppv/bacon/payment': () => answer(null),
      'GET /api/ppv/coupon/NOPE': () => refusal(404, ERROR_CODES.couponInvalid, 'This coupon code is not valid.'),
    });
    const dialog = await screen.findByRole('dialog', { name: L.title });
    await user.type(within(dialog).getByLabelText(L.coupon), 'nope');
    await user.click(within(dialog).getByRole('button', { name: L.applyCouponLabel }));
    await waitFor(() => expect(errorOf(L.coupon)).toBe('This coupon code is not valid.'));
    expect(within(dialog).getByRole('button', { name: L.buyFor('$69.99') })).toBeTruthy();
  });

  it('with a new card: names first, the token from the gateway; a decline shows in place and the next try is a new card with a new key', async () => {
    let declines = 1;
    const { user, purchases, scriptUrl } = renderHost({
      'GET /api/user/ppv/bacon/payment': () => answer(null),
      [`POST ${PURCHASE_PATH}`]: () =>
        declines-- > 0 ? refusal(402, ERROR_CODES.paymentDeclined, 'Your card was declined.') : answer(purchaseOf(6999, 'VISA X-1111 EXP 12/2030')),
    });
    const dialog = await screen.findByRole('dialog', { name: L.title });
    const standIn = await loadCardFields(scriptUrl);
    const buy = within(dialog).getByRole('button', { name: L.buyFor('$69.99') });

    await user.click(buy);
    expect(errorOf(L.firstName)).toBe(MESSAGES.billingFirstNameRequired);
    expect(standIn.tokenRequests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(L.firstName), 'Ada');
    await user.type(within(dialog).getByLabelText(L.lastName), 'Lovelace');
    await user.click(buy);
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(1));
    act(() => standIn.tokenRequests[0]!.done(null, { id: 'tok-1', type: 'credit_card' }));
    const declined = await waitFor(() => {
      const found = within(dialog).getAllByRole('alert').find((each) => each.textContent?.includes(L.declined));
      if (!found) throw new Error('no decline yet');
      return found;
    });
    expect(declined.textContent).toContain('Your card was declined.');
    expect(purchases()[0]!.body).toEqual({ productId: STATE.productId, recurlyToken: 'tok-1', paymentMethod: 'Card' });

    await user.click(buy);
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(2));
    act(() => standIn.tokenRequests[1]!.done(null, { id: 'tok-2', type: 'credit_card' }));
    await within(dialog).findByRole('heading', { name: L.done });
    expect(purchases()).toHaveLength(2);
    expect(purchases()[1]!.body).toMatchObject({ recurlyToken: 'tok-2' });
    expect(purchases()[1]!.key).not.toBe(purchases()[0]!.key);
  });

  it('no answer (the server failed): the retry is the same purchase, the same token and the same key', async () => {
    let failures = 1;
    const { user, purchases, scriptUrl } = renderHost({
      'GET /api/user/ppv/bacon/payment': () => answer(null),
      [`POST ${PURCHASE_PATH}`]: () => (failures-- > 0 ? refusal(503, 'error.server', 'down') : answer(purchaseOf(6999, 'VISA X-1111 EXP 12/2030'))),
    });
    const dialog = await screen.findByRole('dialog', { name: L.title });
    const standIn = await loadCardFields(scriptUrl);
    await user.type(within(dialog).getByLabelText(L.firstName), 'Ada');
    await user.type(within(dialog).getByLabelText(L.lastName), 'Lovelace');
    const buy = within(dialog).getByRole('button', { name: L.buyFor('$69.99') });
    await user.click(buy);
    await waitFor(() => expect(standIn.tokenRequests).toHaveLength(1));
    act(() => standIn.tokenRequests[0]!.done(null, { id: 'tok-1', type: 'credit_card' }));
    expect(await within(dialog).findByText(L.failed)).toBeTruthy();

    await user.click(buy);
    await within(dialog).findByRole('heading', { name: L.done });
    expect(standIn.tokenRequests).toHaveLength(1);
    expect(purchases()).toHaveLength(2);
    expect(purchases()[1]).toEqual(purchases()[0]);
  });
});
