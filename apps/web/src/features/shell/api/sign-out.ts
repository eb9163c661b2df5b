import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { CONTENT_VERSION, DISPLAY_TYPE, LABELS, STAT_HEADERS } from '@stat/contracts';
import type { ProviderData } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { signedOutLanding } from '../../../lib/sign-in-target.ts';
import { useUiStore } from '../../../stores/ui-store.ts';

/** How long sign-out waits for the provider's logout before going on without it. */
export const PROVIDER_LOGOUT_TIMEOUT_MS = 5_000;

/** GET device/unpair: ends the session on the server (the spec's "user logout"). */
export async function signOut(): Promise<void> {
  await api.get('device/unpair');
}

/** The provider's part of a sign-out: its logout page in a frame, a request to its logout link, or nothing. */
export type ProviderLogout = { kind: 'frame'; url: string } | { kind: 'request'; url: string } | { kind: 'none' };

/**
 * Which provider logout a sign-out runs (shell spec section 4): a provider that needs external
 * logout gets its link loaded in an invisible frame (its own cookies, its own page); any other
 * provider with a link gets a GET to it; without a link there is nothing to do.
 */
export function providerLogout(provider: Pick<ProviderData, 'logOutLink' | 'externalLogout'> | null): ProviderLogout {
  if (!provider?.logOutLink) return { kind: 'none' };
  return { kind: provider.externalLogout ? 'frame' : 'request', url: provider.logOutLink };
}

/** Loads a logout page in a hidden frame, removed once it has loaded or after the timeout. */
export function loadLogoutFrame(url: string, timeoutMs: number = PROVIDER_LOGOUT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = LABELS.signOut;
    const done = () => {
      clearTimeout(timer);
      frame.remove();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    frame.addEventListener('load', done, { once: true });
    frame.src = url;
    document.body.append(frame);
  });
}

/**
 * The external GET to the provider's logout link with the content-version and display-type
 * headers (streaming spec section 7), with the provider's cookies. Outside the API wrapper: it is
 * another server, and its failure must never block the sign-out.
 */
export async function requestProviderLogout(url: string, timeoutMs: number = PROVIDER_LOGOUT_TIMEOUT_MS): Promise<void> {
  try {
    await fetch(url, {
      credentials: 'include',
      headers: { [STAT_HEADERS.contentVersion]: CONTENT_VERSION, [STAT_HEADERS.displayType]: DISPLAY_TYPE },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    console.warn('Provider logout failed', error);
  }
}

function runProviderLogout(logout: ProviderLogout): Promise<void> {
  if (logout.kind === 'frame') return loadLogoutFrame(logout.url);
  if (logout.kind === 'request') return requestProviderLogout(logout.url);
  return Promise.resolve();
}

interface SignOutOptions {
  /** Drops the user's data (the app knows which features' queries are the user's). */
  clearUserData: () => void;
  /** The signed-in user's provider, fetched if needed; null when there is none or it cannot be had. */
  loadProvider: () => Promise<ProviderData | null>;
}

/**
 * Logout (shell spec section 4): show the loader, unpair the device, then the provider's own
 * logout (a hidden frame or a request, `providerLogout`), then drop the user's data and go to the
 * signed-out landing (home; the front door on ott) unless already there. The provider part never
 * blocks: a missing provider or a failed logout only skips it. An unpair failure is a mutation error, which the query client shows in the
 * generic modal ("a user error in state opens the generic modal"), so the returned function never
 * rejects.
 */
export function useSignOut({ clearUserData, loadProvider }: SignOutOptions): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setBusy = useUiStore((state) => state.setBusy);
  const { mutateAsync } = useMutation({
    mutationFn: async () => {
      await signOut();
      const provider = await loadProvider().catch((error: unknown) => {
        console.warn('Provider data unavailable for sign-out', error);
        return null;
      });
      await runProviderLogout(providerLogout(provider));
    },
    onMutate: () => setBusy(true),
    onSettled: () => setBusy(false),
    onSuccess: async () => {
      clearUserData();
      // Straight to the signed-out landing: on ott, home would only bounce to the front door.
      const landing = signedOutLanding();
      if (pathname !== landing) await navigate(landing);
    },
  });
  return useCallback(
    () =>
      mutateAsync().then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
}
