import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PPV_LABELS, PPV_PURCHASE_LABELS, ppvPurchaseSchema, type PpvPhase, type PpvSection, type VisitorState } from '@stat/contracts';
import { readIntendedRoute } from '../../../lib/intended-route.ts';
import { useUiStore } from '../../../stores/ui-store.ts';
import { answer, stubApi } from '../../../testing/fake-api.ts';
import { testPpvEvent, testPpvState } from '../../../testing/ppv-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { EventPurchaseSection } from './event-purchase-section.tsx';
import type { PpvPurchaseOpening } from './ppv-section-props.ts';

const L = PPV_PURCHASE_LABELS;
const PURCHASE = ppvPurchaseSchema.parse({
  productId: 'ppv-1',
  amountInCents: 7999,
  billingType: 'BACON',
  created: 1,
  description: 'Night',
  eventDate: Date.UTC(2026, 11, 12, 12),
  orderNumber: '1001',
  paymentMethod: 'VISA X-1111 EXP 12/2030',
  transactionDate: Date.UTC(2026, 11, 4, 12),
  transactionType: 'purchase',
  tveUserId: 'user-1',
});

// The files of a worker share jsdom: what a test keeps (the intended route, the picker) goes after it.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useUiStore.getState().closePicker();
});

function renderSection(visitor: VisitorState, { latest = null as unknown, sections = ['event-purchase'] as PpvSection[], phase = 'dayof' as PpvPhase } = {}) {
  const fetchMock = stubApi({ 'GET /api/user/ppv/latest-purchase': () => answer(latest) });
  const purchase = vi.fn((opening: PpvPurchaseOpening) => (
    <button type="button" onClick={opening.onClose}>
      The purchase flow
    </button>
  ));
  const rendered = renderWithProviders(<EventPurchaseSection state={testPpvState({ sections, state: phase })} event={testPpvEvent} viewer={{ visitor, purchase, playNote: () => null }} />);
  return { ...rendered, fetchMock, purchase };
}

describe('EventPurchaseSection (stat)', () => {
  it('signed out: the price and "Sign in to buy", which opens the picker over the page and keeps /ppv to come back to', async () => {
    const { user, fetchMock } = renderSection('signedOut');
    expect(screen.getByText('$79.99')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: L.signInToBuy }));
    expect(useUiStore.getState().pickerOpen).toBe(true);
    expect(readIntendedRoute()?.name).toBe('ppv');
    expect(screen.queryByRole('button', { name: L.buy })).toBeNull();
    // Nothing personal is asked for a signed-out visitor.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<VisitorState>(['authorized', 'unauthorized'])('%s and not bought: Buy opens the purchase the app composes', async (visitor) => {
    const { user, purchase } = renderSection(visitor);
    await user.click(await screen.findByRole('button', { name: L.buy }));
    expect(purchase).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'The purchase flow' }));
    expect(screen.queryByRole('button', { name: 'The purchase flow' })).toBeNull();
  });

  it('bought, in a phase without the order-details section: says so, with the order', async () => {
    renderSection('authorized', { latest: PURCHASE });
    expect(await screen.findByText(L.bought)).toBeTruthy();
    expect(screen.getByText('1001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.buy })).toBeNull();
  });

  it('bought, in a phase with the order-details section: says so and links there', async () => {
    renderSection('authorized', { latest: PURCHASE, sections: ['watch', 'event-purchase', 'order-details'] });
    const link = await screen.findByRole('link', { name: L.seeOrder });
    expect(link.getAttribute('href')).toBe('#ppv-order-details');
    expect(screen.queryByText('1001')).toBeNull();
  });

  it('after the broadcast what is sold, and what was bought, is the replay', async () => {
    renderSection('signedOut', { phase: 'postpress' });
    expect(screen.getByText(L.signInLead.replay)).toBeTruthy();
    cleanup();
    renderSection('authorized', { latest: PURCHASE, sections: ['watch', 'event-purchase', 'order-details'], phase: 'cooldown' });
    expect(await screen.findByText(L.boughtLead.replay)).toBeTruthy();
    cleanup();
    renderSection('authorized', { latest: PURCHASE, phase: 'live' });
    expect(await screen.findByText(L.boughtLead.live)).toBeTruthy();
  });

  it('the purchase cannot be checked: says so, and Try Again asks again', async () => {
    let calls = 0;
    stubApi({ 'GET /api/user/ppv/latest-purchase': () => (calls++ === 0 ? answer({ error: { code: 'error.server', body: 'down' } }, 503) : answer(null)) });
    const { user } = renderWithProviders(
      <EventPurchaseSection state={testPpvState({ sections: ['event-purchase'] })} event={testPpvEvent} viewer={{ visitor: 'authorized', purchase: () => null, playNote: () => null }} />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(L.loadFailed);
    await user.click(screen.getByRole('button', { name: L.retry }));
    await waitFor(() => expect(screen.getByRole('button', { name: L.buy })).toBeTruthy());
    expect(screen.getByText(PPV_LABELS.price, { exact: false })).toBeTruthy();
  });
});
