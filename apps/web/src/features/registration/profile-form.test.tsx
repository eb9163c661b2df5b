import { cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS, MESSAGES, SETTINGS_PROFILE_LABELS, type ProviderData, type User } from '@stat/contracts';
import { hideSettingsNotification, useSettingsNotice } from '../../stores/settings-notification.ts';
import { testProvider, testUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ProfileForm } from './profile-form.tsx';

const L = SETTINGS_PROFILE_LABELS.profile;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  hideSettingsNotification();
});

function answerWith(body: unknown, status = 200) {
  const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The notice the settings notification would show, read where the page reads it. */
function Notice() {
  return <p data-testid="notice">{useSettingsNotice()?.text ?? ''}</p>;
}

function renderForm(user: User, provider: ProviderData | null = testProvider()) {
  const onSaved = vi.fn();
  const rendered = renderWithProviders(
    <>
      <ProfileForm user={user} provider={provider} onSaved={onSaved} />
      <Notice />
    </>,
    { queryClient: new QueryClient() },
  );
  return { onSaved, ...rendered };
}

const sentBody = (fetch: ReturnType<typeof vi.fn>) => JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body)) as unknown;

describe('ProfileForm', () => {
  it("starts from the user's own profile, with only the fields the profile edits", () => {
    renderForm(testUser({ userName: 'viewer1', firstName: 'Ada', zipcode: '10001', gender: 'Female', newsletterSubscribed: true }));
    expect(screen.getByLabelText('User Name')).toHaveProperty('value', 'viewer1');
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Zip Code')).toHaveProperty('value', '10001');
    expect(screen.getByLabelText('Gender')).toHaveProperty('value', 'Female');
    expect(screen.getByLabelText('Send me the STAT newsletter')).toHaveProperty('checked', true);
    // The e-mail and the terms are Complete Your Profile's, not the profile's.
    expect(screen.queryByLabelText('Email Address')).toBeNull();
    expect(screen.queryByLabelText('I have read and agree to the Terms of Use')).toBeNull();
  });

  it('shows each broken rule under its field and sends nothing', async () => {
    const fetch = answerWith({});
    const { user } = renderForm(testUser());
    await user.clear(screen.getByLabelText('User Name'));
    await user.type(screen.getByLabelText('First Name'), 'A');
    await user.type(screen.getByLabelText('Zip Code'), '123');
    await user.click(screen.getByRole('button', { name: L.save }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([MESSAGES.requiredField('User Name'), 'First names have at least 2 characters.', 'Please enter a 5-digit zip code, or 5+4 digits.']);
    expect(document.activeElement).toBe(screen.getByLabelText('User Name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves with PUT user, hands on the saved user and confirms with the settings notification', async () => {
    const saved = testUser({ userName: 'renamed1', firstName: 'Ada' });
    const fetch = answerWith(saved);
    const { user, onSaved } = renderForm(testUser());
    await user.clear(screen.getByLabelText('User Name'));
    await user.type(screen.getByLabelText('User Name'), 'renamed1');
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: L.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/user$/);
    expect((fetch.mock.calls[0]![1] as RequestInit).method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({ userName: 'renamed1', firstName: 'Ada', newsletterSubscribed: false });
    expect(screen.getByTestId('notice').textContent).toBe(L.saved);
  });

  it('puts a taken user name on its field', async () => {
    answerWith({ error: { code: 'error.userprofile.usernametaken', body: MESSAGES.userNameTaken } }, 409);
    const { user, onSaved } = renderForm(testUser());
    await user.click(screen.getByRole('button', { name: L.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.userNameTaken);
    expect(document.activeElement).toBe(screen.getByLabelText('User Name'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks a sub account without proven legal age for the date of birth once personal data is entered', async () => {
    const { user } = renderForm(testUser({ accountType: 'sub', legal: false }));
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
    await user.type(screen.getByLabelText('First Name'), 'Al');
    expect(screen.getByLabelText('Date of Birth')).toBeTruthy();
  });

  it("edits a direct (ott) account's own fields: names and zip required, no user name", async () => {
    const fetch = answerWith({});
    const { user } = renderForm(testUser({ msoId: null, userName: null, firstName: 'Robin', lastName: 'Vale', zipcode: '10001' }), null);
    expect(screen.queryByLabelText('User Name')).toBeNull();
    await user.clear(screen.getByLabelText(ACCOUNT_LABELS.createAccount.firstName));
    await user.click(screen.getByRole('button', { name: L.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.requiredField(ACCOUNT_LABELS.createAccount.firstName));
    expect(fetch).not.toHaveBeenCalled();
  });
});
