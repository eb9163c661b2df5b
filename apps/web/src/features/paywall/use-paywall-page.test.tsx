import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYWALL_NOT_FOUND_MODAL, serverUncaughtError, type PaywallQuery } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { api } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { testPaywallPage } from '../../testing/paywall-fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { PaywallNotFoundModal } from './paywall-not-found-modal.tsx';
import { usePaywallPage } from './use-paywall-page.ts';

const PAGES = [testPaywallPage('general'), testPaywallPage('choose-plan', { firstStep: true }), testPaywallPage('payment', { nextStep: true })];

/** What a purchase step does with the hook: the page, or the not-found modal. */
function Probe({ query, page }: { query: PaywallQuery; page: string | undefined }) {
  const state = usePaywallPage(query, page);
  if (state.status === 'missing') return <PaywallNotFoundModal onClose={() => undefined} />;
  return <p data-testid="state">{state.status === 'ready' ? state.page.pageName : state.status}</p>;
}

function answer(pages = PAGES) {
  return vi.spyOn(api, 'get').mockResolvedValue({ pages });
}

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('usePaywallPage', () => {
  it.each([
    ['start', 'choose-plan'],
    ['next', 'payment'],
    ['payment', 'payment'],
    ['no-such-page', 'general'],
    [undefined, 'general'],
  ])('picks for %s the %s page', async (page, expected) => {
    answer();
    renderWithProviders(<Probe query={{}} page={page} />);
    expect(screen.getByTestId('state').textContent).toBe('pending');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe(expected));
  });

  it('asks GET paywall with the query’s given values only', async () => {
    const get = answer();
    renderWithProviders(<Probe query={{ cid: 'LAUNCH50', b: '', flow: undefined, partner: 'northstar' }} page="start" />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('choose-plan'));
    expect(get).toHaveBeenCalledWith('paywall', { query: { cid: 'LAUNCH50', partner: 'northstar' } });
  });

  it('shows the not-found modal when the pages have none for the parameter', async () => {
    answer([testPaywallPage('offer')]);
    renderWithProviders(<Probe query={{}} page="start" />);
    const dialog = await screen.findByRole('dialog', { name: PAYWALL_NOT_FOUND_MODAL.title });
    expect(dialog.textContent).toContain(PAYWALL_NOT_FOUND_MODAL.body);
  });

  it('says error when the call fails (the app’s query client shows that error)', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(serverUncaughtError(503, 'Service Unavailable'), 503));
    renderWithProviders(<Probe query={{}} page="start" />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
