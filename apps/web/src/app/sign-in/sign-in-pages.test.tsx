import type { ReactElement } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, dictionarySchema } from '@stat/contracts';
import type { MsoId, User } from '@stat/contracts';
import { useModalStore } from '../../components/modal/modal-store.ts';
import { dictionaryQuery } from '../../features/startup/api/get-dictionary.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import { testDictionary, testUser } from '../../testing/fixtures.ts';
import HandleLoginPage from '../routes/handle-login-page.tsx';
import MsoLoginPage from '../routes/mso-login-page.tsx';
import { useSignInFlowStore } from './sign-in-flow-store.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(element: ReactElement, user: User | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQuery().queryKey, user);
  queryClient.setQueryData(
    dictionaryQuery().queryKey,
    dictionarySchema.parse({
      ...testDictionary,
      msos: [{ id: 101, mso: 'NORTHWIND', logInText: 'Northwind', authURL: 'https://idp.test/login/101', pickerImage: { url: '/x.svg' } }],
    }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/start" element={element} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { path: '/start', queryClient },
  );
  return queryClient;
}

const path = () => screen.findByTestId('path').then((element) => element.textContent);

beforeEach(() => {
  localStorage.clear();
  useSignInFlowStore.setState({ justSignedIn: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useModalStore.setState({ modal: null });
});

describe('/handleLogin', () => {
  const signedIn = testUser({ registered: false, isAuthorized: false });

  function loginResult() {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(signedIn), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('takes the new user, marks the sign-in and returns to a same-origin returnpage', async () => {
    const fetch = loginResult();
    const queryClient = renderAt(<HandleLoginPage params={{}} query={{ returnpage: `${location.origin}/movies?x=1#y` }} />, null);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await path()).toBe('/movies?x=1#y');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/user/loginresult');
    expect(queryClient.getQueryData(userQuery().queryKey)).toEqual(signedIn);
    expect(useSignInFlowStore.getState().justSignedIn).toBe(true);
  });

  it('goes to the intended route (then forgets it) when the returnpage is another site, else home', async () => {
    loginResult();
    saveIntendedRoute({ name: 'settings', params: {}, query: {}, hash: '' });
    renderAt(<HandleLoginPage params={{}} query={{ returnpage: 'https://evil.test/x' }} />, null);
    expect(await path()).toBe('/settings');
    cleanup();
    renderAt(<HandleLoginPage params={{}} query={{}} />, null);
    expect(await path()).toBe('/');
  });

  it('with ?error= shows the sign-in failure in the generic modal and goes home', async () => {
    const fetch = loginResult();
    renderAt(<HandleLoginPage params={{}} query={{ error: 'error.tve.signInFailed' }} />, null);
    expect(await path()).toBe('/');
    expect(useModalStore.getState().modal).toMatchObject({ title: MESSAGES.signInFailedTitle, body: MESSAGES.signInFailed });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('/tvp/{msoId}', () => {
  it("sends a signed-out visitor to the provider's sign-in, returning to the intended route", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'https://stat.test', replace });
    saveIntendedRoute({ name: 'settings', params: {}, query: {}, hash: '' });
    renderAt(<MsoLoginPage params={{ msoId: 101 as MsoId }} query={{}} />, null);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('https://idp.test/login/101');
    expect(target.searchParams.get('returnpage')).toBe('https://stat.test/settings');
  });

  it('an unknown provider is not found; a signed-in visitor goes home', async () => {
    renderAt(<MsoLoginPage params={{ msoId: 999 as MsoId }} query={{}} />, null);
    expect(await path()).toBe('/404');
    cleanup();
    renderAt(<MsoLoginPage params={{ msoId: 101 as MsoId }} query={{}} />, testUser());
    expect(await path()).toBe('/');
  });
});
