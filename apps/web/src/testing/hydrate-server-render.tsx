import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { AppProviders } from '../app/app-providers.tsx';
import { nowQuery } from '../features/startup/api/get-now.ts';

// React warns about updates outside act() unless it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Test-only: the app's providers around `node`, with GET now's server time seeded as start-up
 * does; `seed` puts more in the cache (what the browser had fetched before hydrating).
 */
export function inDocument(node: ReactNode, serverTime: number, seed?: (queryClient: QueryClient) => void): ReactNode {
  const queryClient = new QueryClient();
  queryClient.setQueryData(nowQuery().queryKey, { serverTime, variant: 'stat', appVersion: 'test' });
  seed?.(queryClient);
  return (
    <AppProviders queryClient={queryClient} device={{ mobile: false, userAgent: 'test', maxTouchPoints: 0 }}>
      {node}
    </AppProviders>
  );
}

/** What is still hydrated, for the clock's clean-up to unmount. */
const mounted = new Set<() => void>();

/**
 * Test-only: each test of the file starts with Date and interval timers faked at `serverTime`,
 * and ends with what it hydrated unmounted and the real timers back.
 */
export function fakeClockFrom(serverTime: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: serverTime });
  });
  afterEach(() => {
    for (const unmount of mounted) unmount();
    vi.useRealTimers();
  });
}

export interface Hydrated {
  /** The server's markup, as the document carried it. */
  serverHtml: string;
  container: HTMLElement;
  /** What React recovered from by throwing the server's markup away (a hydration mismatch). */
  recoverableErrors: unknown[];
  /** What React logged while hydrating: in development, an attribute that differs is only logged. */
  loggedErrors: unknown[][];
  unmount: () => void;
}

/**
 * Test-only: renders `server` to a string as the server does, puts it in a container and
 * hydrates it there with `browser` (the same tree, built again as the browser builds it).
 * `betweenRenders` runs in between: the browser's clock moving on from the server's.
 */
export async function hydrateServerRender(server: ReactNode, browser: ReactNode, betweenRenders?: () => void): Promise<Hydrated> {
  const serverHtml = renderToString(server);
  betweenRenders?.();
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, browser, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
  } finally {
    logged.mockRestore();
  }
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root?.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { serverHtml, container, recoverableErrors, loggedErrors: logged.mock.calls, unmount };
}

/**
 * Test-only: `node` rendered by the server in a document of `serverTime` and hydrated by the
 * browser; `browserClock` moves the browser's clock on in between, `browserCache` is what it had
 * fetched before hydrating.
 */
export function hydrateDocument(
  node: ReactNode,
  serverTime: number,
  { browserClock, browserCache }: { browserClock?: () => void; browserCache?: (queryClient: QueryClient) => void } = {},
): Promise<Hydrated> {
  return hydrateServerRender(inDocument(node, serverTime), inDocument(node, serverTime, browserCache), browserClock);
}

/** Test-only: React kept the server's markup, with nothing to recover from and nothing to log. */
export function expectNoMismatch(hydrated: Hydrated): void {
  expect(hydrated.recoverableErrors).toEqual([]);
  expect(hydrated.loggedErrors).toEqual([]);
}
