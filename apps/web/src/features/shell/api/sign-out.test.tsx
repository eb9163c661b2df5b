import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_VERSION, DISPLAY_TYPE, LABELS, STAT_HEADERS, providerDataSchema } from '@stat/contracts';
import type { ProviderData } from '@stat/contracts';
import { useUiStore } from '../../../stores/ui-store.ts';
import { loadLogoutFrame, providerLogout, useSignOut } from './sign-out.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';

const LOGOUT_LINK = 'https://idp.test/logout/101';

function provider(externalLogout: boolean, logOutLink: string | null = LOGOUT_LINK): ProviderData {
  return providerDataSchema.parse({
    id: 101,
    mso: 'NORTHWIND',
    logInText: 'Northwind Cable',
    registration: { primary: [], sub: [] },
    accountType: 'primarySub',
    parentalControls: 'SHOWTIME',
    partitionedForms: false,
    platforms: { activate: [] },
    logOutLink,
    externalLogout,
    upsellTemplate: null,
  });
}

describe('providerLogout', () => {
  it('a frame for external logout, a request otherwise, nothing without a link or a provider', () => {
    expect(providerLogout(provider(true))).toEqual({ kind: 'frame', url: LOGOUT_LINK });
    expect(providerLogout(provider(false))).toEqual({ kind: 'request', url: LOGOUT_LINK });
    expect(providerLogout(provider(true, null))).toEqual({ kind: 'none' });
    expect(providerLogout(provider(false, null))).toEqual({ kind: 'none' });
    expect(providerLogout(null)).toEqual({ kind: 'none' });
  });
});

describe('loadLogoutFrame', () => {
  afterEach(() => vi.useRealTimers());

  it('adds a hidden, titled frame on the link and removes it once loaded', async () => {
    const done = loadLogoutFrame(LOGOUT_LINK);
    const frame = document.querySelector('iframe');
    expect(frame?.hidden).toBe(true);
    expect(frame?.title).toBe(LABELS.signOut);
    expect(frame?.src).toBe(LOGOUT_LINK);
    frame?.dispatchEvent(new Event('load'));
    await done;
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('removes a frame that never loads after the timeout', async () => {
    vi.useFakeTimers();
    const done = loadLogoutFrame(LOGOUT_LINK, 3_000);
    vi.advanceTimersByTime(2_999);
    expect(document.querySelector('iframe')).not.toBeNull();
    vi.advanceTimersByTime(1);
    await done;
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('useSignOut', () => {
  const log: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();

  function SignOutButton(props: Parameters<typeof useSignOut>[0]) {
    const signOut = useSignOut(props);
    return (
      <button type="button" onClick={() => void signOut()}>
        {LABELS.signOut}
      </button>
    );
  }
  function Path() {
    return <p data-testid="path">{useLocation().pathname}</p>;
  }

  function renderSignOut(loaded: ProviderData | null | Error, path = '/about') {
    const loadProvider = vi.fn(() => {
      log.push('loadProvider');
      return loaded instanceof Error ? Promise.reject(loaded) : Promise.resolve(loaded);
    });
    const clearUserData = vi.fn(() => {
      log.push('clearUserData');
    });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    renderWithProviders(
      <>
        <SignOutButton clearUserData={clearUserData} loadProvider={loadProvider} />
        <Path />
      </>,
      { path, queryClient },
    );
    return { clearUserData, loadProvider };
  }
  const path = () => screen.getByTestId('path').textContent;
  const unsubscribes: (() => void)[] = [];
  /** Presses Sign Out and waits until the loader has gone: the sign-out has run its course. */
  async function signOut() {
    await userEvent.click(screen.getByRole('button', { name: LABELS.signOut }));
    await vi.waitFor(() => expect(log.at(-1)).toBe('busy false'));
  }

  beforeEach(() => {
    log.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      log.push(`fetch ${String(input)}`);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    unsubscribes.push(
      useUiStore.subscribe((state, previous) => {
        if (state.busy !== previous.busy) log.push(`busy ${state.busy}`);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useUiStore.setState({ busy: false });
  });

  it('loader, unpair, provider data, the provider logout request with its headers, clear, then home', async () => {
    renderSignOut(provider(false));
    await signOut();
    expect(log).toEqual([
      'busy true',
      'fetch /api/device/unpair',
      'loadProvider',
      `fetch ${LOGOUT_LINK}`,
      'clearUserData',
      'busy false',
    ]);
    // The router's new location renders after the loader goes: a loaded machine showed the old one.
    await vi.waitFor(() => expect(path()).toBe('/'));
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ [STAT_HEADERS.contentVersion]: CONTENT_VERSION, [STAT_HEADERS.displayType]: DISPLAY_TYPE });
  });

  it('a provider with external logout gets the frame, waited for until it loads, and no request', async () => {
    renderSignOut(provider(true));
    await userEvent.click(screen.getByRole('button', { name: LABELS.signOut }));
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(log).not.toContain('clearUserData');
    act(() => document.querySelector('iframe')?.dispatchEvent(new Event('load')));
    await vi.waitFor(() => expect(log.at(-1)).toBe('busy false'));
    await vi.waitFor(() => expect(path()).toBe('/'));
    expect(log).toEqual(['busy true', 'fetch /api/device/unpair', 'loadProvider', 'clearUserData', 'busy false']);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a failed provider logout or missing provider data never blocks the sign-out', async () => {
    fetchMock.mockImplementation((input) =>
      String(input) === LOGOUT_LINK ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(null, { status: 204 })),
    );
    const first = renderSignOut(provider(false));
    await signOut();
    expect(first.clearUserData).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(path()).toBe('/'));
    cleanup();

    const second = renderSignOut(new Error('mso unavailable'));
    await signOut();
    expect(second.clearUserData).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(path()).toBe('/'));
  });

  it('a failed unpair keeps the user: no provider logout, nothing cleared, no navigation', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: 'Server Error' }));
    const { clearUserData, loadProvider } = renderSignOut(provider(false));
    await signOut();
    expect(loadProvider).not.toHaveBeenCalled();
    expect(clearUserData).not.toHaveBeenCalled();
    expect(path()).toBe('/about');
    expect(useUiStore.getState().busy).toBe(false);
  });
});
