import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, REGISTRATION_LABELS, UPSELL_LABELS, ageGateCookieName } from '@stat/contracts';
import type { User } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { providerDataQuery } from '../../features/provider-data/api/get-provider-data.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import { testProvider, testUser } from '../../testing/fixtures.ts';
import { SignInFlowHost } from './sign-in-flow-host.tsx';
import { useSignInFlowStore } from './sign-in-flow-store.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

function LocationProbe() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderHost(user: User, provider = testProvider({ parentalControls: null })) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(providerDataQuery(provider.id).queryKey, provider);
  queryClient.setQueryData(userQuery().queryKey, user);
  const onSignOut = vi.fn().mockResolvedValue(undefined);
  const view = (current: User) => (
    <>
      <SignInFlowHost user={current} onPlayer={false} onSignOut={onSignOut} />
      <LocationProbe />
    </>
  );
  const rendered = renderWithProviders(view(user), { path: '/about', queryClient });
  return { queryClient, onSignOut, rerender: (next: User) => rendered.rerender(view(next)), user: rendered.user };
}

function answerWith(body: unknown) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })));
}

beforeAll(installDialogPolyfill);
beforeEach(() => {
  localStorage.clear();
  useSignInFlowStore.setState({ dialog: null, justSignedIn: false, closedWithoutSaving: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A save leaves the age-gating cookie, which would prove the next test's user of legal age.
  document.cookie = `${ageGateCookieName('user-1')}=; Max-Age=0; Path=/`;
});

const unregistered = testUser({ registered: false, isAuthorized: false, accountType: 'primary' });

describe('SignInFlowHost', () => {
  it('asks an unregistered user to complete the profile; closing it signs out', async () => {
    const { onSignOut, user } = renderHost(unregistered);
    await screen.findByRole('dialog', { name: REGISTRATION_LABELS.title });
    await user.keyboard('{Escape}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('after saving: the welcome, then the intended route; the user query holds the answer', async () => {
    saveIntendedRoute({ name: 'settings', params: {}, query: {}, hash: '' });
    const registered = testUser({ accountType: 'primary' });
    answerWith(registered);
    const { queryClient, rerender, user } = renderHost(unregistered);
    await user.type(await screen.findByLabelText('User Name'), 'viewer1');
    await user.click(screen.getByLabelText('I have read and agree to the Terms of Use'));
    await user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.submit }));
    await waitFor(() => expect(queryClient.getQueryData(userQuery().queryKey)).toEqual(registered));
    rerender(registered);
    await user.click(await screen.findByRole('button', { name: REGISTRATION_LABELS.welcomeStart }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/settings');
  });

  it("a minor's registration ends at the under-18 notice", async () => {
    const sub = testUser({ registered: false, isAuthorized: false, accountType: 'sub', legal: false });
    const registered = testUser({ accountType: 'sub', legal: false });
    answerWith(registered);
    const { rerender, user } = renderHost(sub);
    await user.type(await screen.findByLabelText('User Name'), 'viewer1');
    await user.type(screen.getByLabelText('Zip Code'), '12345');
    await user.type(screen.getByLabelText('Date of Birth'), '01012020');
    await user.click(screen.getByLabelText('I have read and agree to the Terms of Use'));
    await user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.submit }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.under18Title })).toBeTruthy();
    rerender(registered);
    await user.click(screen.getByRole('button', { name: REGISTRATION_LABELS.under18Continue }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a sign-in whose package lacks the network, the upsell; the viewer stays signed in', async () => {
    const lacking = testUser({ registered: true, isAuthorized: false });
    const { onSignOut, user } = renderHost(lacking);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useSignInFlowStore.getState().markSignedIn());
    await screen.findByRole('dialog', { name: UPSELL_LABELS.title });
    await user.click(screen.getByRole('button', { name: UPSELL_LABELS.ok }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSignOut).not.toHaveBeenCalled();
    expect(useSignInFlowStore.getState().justSignedIn).toBe(false);
  });
});
