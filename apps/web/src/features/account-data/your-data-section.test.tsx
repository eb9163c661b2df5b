import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, ERROR_CODES, SETTINGS_DATA_LABELS } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { api } from '../../lib/api-client.ts';
import { testApiError } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { YourDataSection } from './your-data-section.tsx';

const L = SETTINGS_DATA_LABELS;

function renderSection() {
  const onDeleted = vi.fn();
  const onDownloaded = vi.fn();
  return { onDeleted, onDownloaded, ...renderWithProviders(<YourDataSection subscriptionEndsAt={null} onDeleted={onDeleted} onDownloaded={onDownloaded} />) };
}

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The unit tests run the stat build: the provider's sign-in is the proof, no password field
// (ott's password is tried by the journey, e2e/tests/settings-data.spec.ts).
describe('Settings: your data (stat)', () => {
  it('names what goes; Keep my account and Esc close the dialog, focus back on its opener', async () => {
    const { user } = renderSection();
    const opener = screen.getByRole('button', { name: L.deleteAccount });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: L.dialogTitle });
    for (const item of L.goes) expect(within(dialog).getByText(item)).toBeTruthy();
    expect(within(dialog).queryByText(L.goesOtt)).toBeNull();
    expect(within(dialog).queryByLabelText(L.password)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: L.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('deletes with DELETE user and hands the answer on', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ deleted: true, subscriptionEndedAt: null });
    const { user, onDeleted } = renderSection();
    await user.click(screen.getByRole('button', { name: L.deleteAccount }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: L.confirm }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ deleted: true, subscriptionEndedAt: null }));
    expect(remove).toHaveBeenCalledWith('user', {});
  });

  it('shows a refusal in the dialog and deletes nothing more', async () => {
    vi.spyOn(api, 'delete').mockRejectedValue(testApiError(ERROR_CODES.paymentsUnavailable, API_MESSAGES.requestInvalid));
    const { user, onDeleted } = renderSection();
    await user.click(screen.getByRole('button', { name: L.deleteAccount }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: L.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.requestInvalid);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('downloads the file the server generated, named by its day', async () => {
    const data = {
      generatedAt: '2026-11-27T12:00:00.000Z',
      profile: { tveUserId: 'u1', accountType: 'primary', userName: null, emailAddress: null, firstName: null, lastName: null, gender: null, zipcode: null, provider: 'Provider', birthDate: null, autoplay: true, createdAt: '2026-01-01T00:00:00.000Z' },
      consent: { termsAccepted: true, newsletters: [{ id: 'whats-new', subscribed: true }] },
      myList: [],
      progress: [],
      devices: [],
      restrictions: null,
      ppvPurchases: [],
      transactions: [],
      cancellations: [],
    };
    vi.spyOn(api, 'get').mockResolvedValue(data);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user, onDownloaded } = renderSection();
    await user.click(screen.getByRole('button', { name: L.download }));
    await waitFor(() => expect(onDownloaded).toHaveBeenCalled());
    expect(clicked).toEqual(['stat-my-data-2026-11-27.json']);
  });
});
