import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PPV_LABELS, PPV_PURCHASE_LABELS, ppvPurchaseSchema, type VisitorState } from '@stat/contracts';
import { answer, stubApi } from '../../../testing/fake-api.ts';
import { testPpvEvent, testPpvState } from '../../../testing/ppv-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrderDetailsSection } from './order-details-section.tsx';


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(visitor: VisitorState, latest: unknown) {
  const fetchMock = stubApi({ 'GET /api/user/ppv/latest-purchase': () => answer(latest) });
  renderWithProviders(<OrderDetailsSection state={testPpvState()} event={testPpvEvent} viewer={{ visitor, purchase: () => null, playNote: () => null }} />);
  return fetchMock;
}

const order = {
  productId: 'ppv-1',
  amountInCents: 6999,
  billingType: 'BACON',
  created: 1,
  description: 'Night',
  eventDate: Date.UTC(2026, 11, 12, 12),
  orderNumber: 'A-1001',
  paymentMethod: 'VISA X-1111 EXP 12/2030',
  transactionDate: Date.UTC(2026, 11, 4, 12),
  transactionType: 'purchase',
  tveUserId: 'user-1',
};

describe('OrderDetailsSection', () => {
  it('shows the order: number, amount, event date, payment, purchase day', async () => {
    renderSection('authorized', ppvPurchaseSchema.parse(order));
    expect(await screen.findByText('A-1001')).toBeTruthy();
    for (const text of ['$69.99', 'VISA X-1111 EXP 12/2030', 'December 4, 2026', PPV_PURCHASE_LABELS.order.eventDate]) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(PPV_LABELS.noOrder)).toBeNull();
  });

  it('with its automatic credit after an incident, in words, under the order', async () => {
    const credit = { amountInCents: 6999, reason: 'main-event', creditedAt: Date.UTC(2026, 11, 13, 12), paymentMethod: 'VISA X-1111' };
    renderSection('authorized', ppvPurchaseSchema.parse({ ...order, credit }));
    expect(await screen.findByText(/^\$69\.99 credited to VISA X-1111 on /)).toBeTruthy();
  });

  it('no order yet', async () => {
    renderSection('authorized', null);
    expect(await screen.findByText(PPV_LABELS.noOrder)).toBeTruthy();
  });

  it('signed out: no order, and nothing personal asked', () => {
    const fetchMock = renderSection('signedOut', null);
    expect(screen.getByText(PPV_LABELS.noOrder)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
