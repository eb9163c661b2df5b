import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS, API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import type { AccountProfile } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { api } from '../../lib/api-client.ts';
import { errorOf } from '../../testing/field-error.ts';
import { testApiError } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AccountSettings } from './account-settings.tsx';

const P = ACCOUNT_LABELS.profile;
const C = ACCOUNT_LABELS.confirmPassword;
const CH = ACCOUNT_LABELS.changePassword;

const PROFILE: AccountProfile = {
  email: 'viewer@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  zipcode: '10001',
  birthDate: '1990-05-17',
  newsletterSubscribed: true,
  passwordChangedAt: '2026-01-02T10:00:00.000Z',
  createdAt: '2025-12-01T10:00:00.000Z',
};

function renderSettings() {
  vi.spyOn(api, 'get').mockResolvedValue(PROFILE);
  return renderWithProviders(<AccountSettings />);
}

/** The values of the account's details, by label. */
function details() {
  const list = screen.getByRole('heading', { name: P.title }).closest('section')!.querySelector('dl')!;
  return Object.fromEntries([...list.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
}

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Settings: the account', () => {
  it('shows the e-mail; the rest waits for Confirm Your Password', async () => {
    const { user } = renderSettings();
    await screen.findByText(PROFILE.email);
    expect(details()).toEqual({ [P.email]: PROFILE.email });
    const opener = screen.getByRole('button', { name: C.title });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: C.title });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(C.password));
    expect(within(dialog).getByLabelText(C.password).getAttribute('autocomplete')).toBe('current-password');

    await user.click(within(dialog).getByRole('button', { name: C.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a wrong password is shown on the password field; the right one reveals the details', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(testApiError(ERROR_CODES.wrongPassword, API_MESSAGES.wrongPassword));
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: C.title }));
    const dialog = screen.getByRole('dialog', { name: C.title });

    await user.click(within(dialog).getByRole('button', { name: C.submit }));
    expect(errorOf(C.password)).toBe(ACCOUNT_LABELS.createAccount.required(C.password));
    await user.type(within(dialog).getByLabelText(C.password), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: C.submit }));
    expect(post).toHaveBeenLastCalledWith('user/authentication', { email: PROFILE.email, password: 'not-it' });
    // The refusal arrives after the click's own work: wait for it rather than race it under load.
    await waitFor(() => expect(errorOf(C.password)).toBe(API_MESSAGES.wrongPassword));
    expect(details()).toEqual({ [P.email]: PROFILE.email });

    post.mockResolvedValueOnce({});
    await user.clear(within(dialog).getByLabelText(C.password));
    await user.type(within(dialog).getByLabelText(C.password), 'sunset42river');
    await user.click(within(dialog).getByRole('button', { name: C.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(details()[P.name]).toBe('Ada Lovelace'));
    expect(details()).toMatchObject({ [P.name]: 'Ada Lovelace', [P.zipcode]: '10001', [P.newsletter]: P.subscribed });
    expect(details()[P.birthDate]).toMatch(/1990/);
    expect(document.activeElement?.tagName).toBe('DL');
    expect(screen.queryByRole('button', { name: C.title })).toBeNull();
  });

  it('changes the password: a wrong current one on its field, then done, emptied', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(testApiError(ERROR_CODES.wrongPassword, API_MESSAGES.wrongPassword));
    const { user } = renderSettings();
    const current = await screen.findByLabelText(CH.currentPassword);
    const next = screen.getByLabelText(CH.newPassword);
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(next.getAttribute('autocomplete')).toBe('new-password');

    await user.type(current, 'old-one');
    await user.type(next, 'viewer2026');
    await user.click(screen.getByRole('button', { name: CH.submit }));
    expect(errorOf(CH.newPassword)).toBe(ACCOUNT_LABELS.passwordRules.notEmail);
    expect(post).not.toHaveBeenCalled();

    await user.clear(next);
    await user.type(next, 'sunset42river');
    await user.click(screen.getByRole('button', { name: CH.submit }));
    expect(post).toHaveBeenCalledWith('cbs/okta/password', { currentPassword: 'old-one', newPassword: 'sunset42river' });
    expect(errorOf(CH.currentPassword)).toBe(API_MESSAGES.wrongPassword);
    expect(document.activeElement).toBe(current);

    post.mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: CH.submit }));
    expect(screen.getByRole('status').textContent).toBe(CH.done);
    expect((screen.getByLabelText(CH.currentPassword) as HTMLInputElement).value).toBe('');
  });
});
