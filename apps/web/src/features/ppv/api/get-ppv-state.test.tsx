import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PpvState } from '@stat/contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { testPpvState } from '../../../testing/ppv-fixtures.ts';
import { usePpvState } from './get-ppv-state.ts';

const state = (phase: PpvState['state'], expiresIn: number): PpvState => testPpvState({ state: phase, expiresIn });
const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const failure = () => answer({ error: { code: 'error.server', body: 'down' } }, 503);

const fetchMock = vi.fn<typeof fetch>();
function renderState() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => usePpvState(), { wrapper });
}
/** Lets the pending fetch and its parsing settle, then moves the clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePpvState', () => {
  it('fetches again exactly when expiresIn runs out, and shows the new phase', async () => {
    fetchMock.mockImplementationOnce(() => answer(state('prepress', 30))).mockImplementationOnce(() => answer(state('live', 600)));
    const { result } = renderState();
    await advance(0);
    expect(result.current?.state).toBe('prepress');
    await advance(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(result.current?.state).toBe('live');
  });

  it('on errors retries every 5 s and stops after three failures in a row', async () => {
    fetchMock.mockImplementation(failure);
    renderState();
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await advance(60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not fetch when the automation config suppresses it', async () => {
    localStorage.setItem(STORAGE_KEYS.automation, JSON.stringify({ suppressPpvState: true }));
    const { result } = renderState();
    await advance(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
  });
});
