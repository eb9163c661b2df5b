import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_LABELS } from '@stat/contracts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SubscriptionCancellation } from './subscription-cancellation.tsx';

const L = CANCELLATION_LABELS;
const UNTIL = Date.UTC(2027, 2, 10, 12);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderControls(state: 'ACTIVE' | 'CANCELING', answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const props = { onChanged: vi.fn(), onNotice: vi.fn() };
  renderWithProviders(<SubscriptionCancellation state={state} expirationDateMillis={state === 'CANCELING' ? UNTIL : null} winbackDisabled={false} {...props} />);
  return { ...props, fetchMock };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SubscriptionCancellation', () => {
  it('active: the entry opens the flow; keeping the subscription comes back to the section, focused', () => {
    renderControls('ACTIVE', () => json({}));
    fireEvent.click(screen.getByRole('button', { name: L.entry }));
    expect(screen.getByRole('heading', { name: L.reasonsTitle })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: L.keep }));
    expect(screen.getByRole('heading', { name: L.sectionTitle })).toBe(document.activeElement);
  });

  it('canceling: the date and Reactivate, which confirms through the page', async () => {
    const { onChanged, fetchMock } = renderControls('CANCELING', () => json({ nextBillingDate: UNTIL }));
    expect(screen.getByText(L.canceling(UNTIL))).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.entry })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: L.reactivate }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(L.notice.reactivated));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a refusal is shown where the viewer is looking', async () => {
    const { onChanged } = renderControls('CANCELING', () => json({ error: { code: 'error.subscription.notCanceled', body: 'Your subscription is not canceled.' } }, 409));
    fireEvent.click(screen.getByRole('button', { name: L.reactivate }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your subscription is not canceled.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
