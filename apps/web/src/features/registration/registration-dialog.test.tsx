import { cleanup, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_LABELS, ageGateCookieName } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { readAgeGate, writeAgeGate } from '../../lib/age-gate-cookie.ts';
import { testProvider, testUser } from '../../testing/fixtures.ts';
import { RegistrationDialog } from './registration-dialog.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${ageGateCookieName('user-1')}=; Max-Age=0; Path=/`;
});

const subUser = testUser({ registered: false, isAuthorized: false, accountType: 'sub', legal: false });

function renderDialog() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const { user } = renderWithProviders(
    <RegistrationDialog user={subUser} provider={testProvider()} onDone={onDone} onCancel={onCancel} />,
    { queryClient: new QueryClient() },
  );
  return { onDone, onCancel, user };
}

function answerWith(body: unknown, status = 200) {
  const fetch = vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function completeAsMinor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('User Name'), 'viewer1');
  await user.type(screen.getByLabelText('First Name'), 'Al');
  await user.type(screen.getByLabelText('Date of Birth'), '01012020');
  await user.click(screen.getByLabelText('I have read and agree to the Terms of Use'));
  await user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.submit }));
}

describe('RegistrationDialog', () => {
  it('is titled Complete Your Profile and focuses the first field', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: REGISTRATION_LABELS.title })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('User Name'));
  });

  it('cancels (and so signs out) on the close icon and on Esc', async () => {
    const { onCancel, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.close }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("saves a minor's registration stripped, leaves the age-gating cookie and reports under age", async () => {
    const registered = testUser({ accountType: 'sub', legal: false, isAuthorized: true, registered: true });
    const fetch = answerWith(registered);
    const { onDone, user } = renderDialog();
    await completeAsMinor(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'registered', user: registered, underAge: true }));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user');
    expect(JSON.parse(String(init.body))).toEqual({ userName: 'viewer1', dob: '01012020', ihaveread: true, newsletterSubscribed: false });
    expect(readAgeGate('user-1')).toEqual({ isPiiEntered: true, isLegal: false });
  });

  it('closes without saving when the cookie says under age with personal data', async () => {
    writeAgeGate('user-1', { isPiiEntered: true, isLegal: false });
    const fetch = answerWith({});
    const { onDone, user } = renderDialog();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('User Name'), 'viewer1');
    await user.click(screen.getByLabelText('I have read and agree to the Terms of Use'));
    await user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'closedWithoutSaving' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at the top of the form", async () => {
    answerWith({ error: { code: 'error.userprofile.invalid', body: 'Something in the form is not right.' } }, 400);
    const { onDone, user } = renderDialog();
    await completeAsMinor(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Something in the form is not right.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
