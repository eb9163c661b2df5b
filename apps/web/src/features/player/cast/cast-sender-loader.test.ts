import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAST_LIBRARY_RETRY } from '@stat/contracts';
import { CAST_STAND_IN_DEFAULTS, installCastStandIn } from '../../../testing/cast-framework-stand-in.ts';
import { CHROME_USER_AGENT, castSenderScript, pretendChrome } from '../../../testing/cast-test-browser.ts';

const USER_AGENTS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeLinux: CHROME_USER_AGENT,
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  edgeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  yandex: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

// The loader keeps its one load per page in module state: each test gets a fresh module.
async function freshLoader() {
  vi.resetModules();
  return import('./cast-sender-loader.ts');
}

let undo = () => {};
afterEach(() => {
  undo();
  vi.useRealTimers();
});

describe('isChrome', () => {
  it('is Chrome on desktop and Android, with window.chrome', async () => {
    const { isChrome } = await freshLoader();
    for (const agent of [USER_AGENTS.chromeWindows, USER_AGENTS.chromeLinux, USER_AGENTS.chromeAndroid]) {
      expect(isChrome(agent, true), agent).toBe(true);
    }
  });

  it('is not Chromium browsers without Cast, Chrome on iOS, Safari, Firefox, or a user agent without window.chrome', async () => {
    const { isChrome } = await freshLoader();
    const { chromeWindows, chromeLinux: _linux, chromeAndroid: _android, ...others } = USER_AGENTS;
    for (const agent of Object.values(others)) expect(isChrome(agent, true), agent).toBe(false);
    expect(isChrome(chromeWindows, false)).toBe(false);
  });
});

describe('loadCastSender', () => {
  it('fetches nothing outside Chrome', async () => {
    const { loadCastSender } = await freshLoader();
    expect(await loadCastSender()).toBeNull();
    expect(castSenderScript()).toBeNull();
  });

  it('adds the library once per page and answers with the framework as soon as the library says so', async () => {
    undo = pretendChrome();
    const { loadCastSender, CAST_SENDER_URL } = await freshLoader();
    const [first, second] = await Promise.all([loadCastSender(), loadCastSender()]);
    expect(first?.framework.CastContext).toBeDefined();
    expect(first?.chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID).toBe('CC1AD845');
    expect(second).toBe(first);
    expect(document.querySelectorAll(`script[src="${CAST_SENDER_URL}"]`)).toHaveLength(1);
  });

  it(`looks for the framework every ${CAST_LIBRARY_RETRY.intervalMs} ms and takes it on the last of ${CAST_LIBRARY_RETRY.attempts} looks`, async () => {
    vi.useFakeTimers();
    undo = pretendChrome('silent');
    const { loadCastSender } = await freshLoader();
    const settled = vi.fn();
    void loadCastSender().then(settled);
    await vi.advanceTimersByTimeAsync(CAST_LIBRARY_RETRY.intervalMs * (CAST_LIBRARY_RETRY.attempts - 1));
    expect(settled).not.toHaveBeenCalled();
    // The framework arrives without calling back (as when the page set the callback too late).
    window.__onGCastApiAvailable = () => {};
    installCastStandIn(CAST_STAND_IN_DEFAULTS);
    await vi.advanceTimersByTimeAsync(CAST_LIBRARY_RETRY.intervalMs);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ framework: expect.any(Object) }));
  });

  it(`gives up after ${CAST_LIBRARY_RETRY.attempts} looks and stops looking`, async () => {
    vi.useFakeTimers();
    undo = pretendChrome('silent');
    const { loadCastSender } = await freshLoader();
    const settled = vi.fn();
    void loadCastSender().then(settled);
    await vi.advanceTimersByTimeAsync(CAST_LIBRARY_RETRY.intervalMs * CAST_LIBRARY_RETRY.attempts - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(null);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers null at once when the library says casting is unavailable', async () => {
    vi.useFakeTimers();
    undo = pretendChrome('silent');
    const { loadCastSender } = await freshLoader();
    const loaded = loadCastSender();
    await vi.advanceTimersByTimeAsync(0);
    window.__onGCastApiAvailable(false, 'No cast extension found');
    expect(await loaded).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers null at once when the script fails to load', async () => {
    vi.useFakeTimers();
    undo = pretendChrome('fails');
    const { loadCastSender } = await freshLoader();
    const loaded = loadCastSender();
    await vi.advanceTimersByTimeAsync(0);
    expect(await loaded).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
