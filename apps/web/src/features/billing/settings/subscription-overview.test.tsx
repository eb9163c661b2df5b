import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_SETTINGS_LABELS, type Receipt, type SubscriptionDetails } from '@stat/contracts';
import { installDialogPolyfill } from '../../../components/modal/dialog-test-polyfill.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { answer, refusal, stubApi, TEST_PLANS, type ApiRoutes } from '../checkout/checkout-fixtures.tsx';
import { SubscriptionOverview } from './subscription-overview.tsx';

const L = SUBSCRIPTION_SETTINGS_LABELS;
const AT = Date.UTC(2026, 10, 27, 12);

const charge = { id: 'tx1', date: AT, description: 'Subscription', amountInCents: 1499, type: 'purchase', status: 'success', paymentMethod: 'VISA X-1111 EXP 12/2030' } as const;
const direct: SubscriptionDetails = {
  billingType: 'BACON',
  eligibleToChangePlan: false,
  message: null,
  nextBillingDate: Date.UTC(2026, 11, 27, 12),
  paymentMethod: 'VISA X-1111 EXP 12/2030',
  plan: TEST_PLANS[0]!,
  price: 1499,
  subscription: { id: 's1', productCode: 'STAT_PREMIUM_MONTHLY', startedAt: AT },
  subscriptionStatus: { state: 'ACTIVE', description: 'Active. Renews on December 27, 2026.', expirationDateMillis: null },
  trialStatus: { state: 'NONE', description: 'No free trial.', expireText: null, expirationDateMillis: null },
  transactions: [charge, { ...charge, id: 'tx0', type: 'verify', amountInCents: 0 }],
};
const receipt: Receipt = {
  transaction: charge,
  invoiceNumber: '1001',
  date: AT,
  lines: [{ description: 'Premium', amountInCents: 1499, startDate: AT, endDate: Date.UTC(2026, 11, 27, 12) }],
  subtotalInCents: 1499,
  discountInCents: 0,
  creditInCents: 0,
  totalInCents: 1499,
};

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOverview(routes: ApiRoutes) {
  stubApi(routes);
  const source = vi.fn(() => ({ label: 'Complimentary account', help: { text: 'Nothing is billed.', link: { label: 'Contact us', url: 'https://help.test/contact' } } }));
  renderWithProviders(<SubscriptionOverview billingSource={source} onBillingUpdated={vi.fn()} />);
  return { source };
}

describe('SubscriptionOverview', () => {
  it('direct billing: the details, the charges (no card check), Edit billing, and a receipt in a dialog', async () => {
    renderOverview({ 'GET /api/user/subscription': () => answer(direct), 'GET /api/user/transactions/tx1/receipt': () => answer(receipt) });
    expect(await screen.findByRole('heading', { name: L.details.heading })).toBeTruthy();
    expect(screen.getByText('VISA X-1111 EXP 12/2030', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('$14.99 a month')).toBeTruthy();
    expect(screen.getByText('Northstar+')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('button', { name: L.editBilling.open })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Receipt for Subscription/ }));
    const dialog = await screen.findByRole('dialog', { name: L.receipt.title });
    expect(await within(dialog).findByText('1001')).toBeTruthy();
    expect(within(dialog).getByRole('rowheader', { name: L.receipt.total })).toBeTruthy();
  });

  it('a receipt that is refused says so inside its dialog', async () => {
    const body = 'We could not find this transaction on your account.';
    renderOverview({ 'GET /api/user/subscription': () => answer(direct), 'GET /api/user/transactions/tx1/receipt': () => refusal(404, 'error.notfound', body) });
    fireEvent.click(await screen.findByRole('button', { name: /^Receipt for Subscription/ }));
    const dialog = await screen.findByRole('dialog', { name: L.receipt.title });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(body));
  });

  it('billed elsewhere: who bills it and where to manage it; no price, transactions or Edit billing', async () => {
    const { source } = renderOverview({ 'GET /api/user/subscription': () => answer({ ...direct, billingType: 'PIG_BROTHER', subscription: null, paymentMethod: 'None', transactions: [] }) });
    expect(await screen.findByText('Complimentary account')).toBeTruthy();
    expect(source).toHaveBeenCalledWith('PIG_BROTHER');
    expect(screen.getByText('Nothing is billed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toBe('https://help.test/contact');
    expect(screen.queryByText(L.details.price)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: L.editBilling.open })).toBeNull();
  });
});
