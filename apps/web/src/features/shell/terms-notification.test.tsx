import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELS, TERMS_NOTIFICATION_AUTO_CLOSE_MS } from '@stat/contracts';
import { renderInRouter } from './render-in-router.tsx';

// The "once per page load" memory is module state: each test gets a fresh module, as after a reload.
async function loadComponent() {
  vi.resetModules();
  return (await import('./terms-notification.tsx')).TermsNotification;
}

const message = '<p>Our terms have changed.</p>';
const notice = () => screen.queryByRole('region', { name: LABELS.termsNotification });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TermsNotification', () => {
  it('shows the message in a polite live region and closes itself after 30000 ms', async () => {
    const TermsNotification = await loadComponent();
    renderInRouter(<TermsNotification message={message} />);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(await screen.findByText('Our terms have changed.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TERMS_NOTIFICATION_AUTO_CLOSE_MS - 100));
    expect(notice()).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(notice()).toBeNull();
  });

  it('closes with its close button and stays closed for the rest of the page load', async () => {
    const TermsNotification = await loadComponent();
    const first = renderInRouter(<TermsNotification message={message} />);
    fireEvent.click(screen.getByRole('button', { name: LABELS.closeTermsNotification }));
    expect(notice()).toBeNull();
    first.unmount();
    renderInRouter(<TermsNotification message={message} />);
    expect(notice()).toBeNull();
  });

  it('shows nothing without a message or with an empty one', async () => {
    const TermsNotification = await loadComponent();
    renderInRouter(<TermsNotification message={undefined} />);
    expect(notice()).toBeNull();
    cleanup();
    renderInRouter(<TermsNotification message="" />);
    expect(notice()).toBeNull();
  });
});
