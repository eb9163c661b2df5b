import { vi } from 'vitest';
import { CAST_SENDER_URL } from '../features/player/cast/cast-sender-loader.ts';
import { CAST_STAND_IN_DEFAULTS, installCastStandIn, type CastStandInOptions } from './cast-framework-stand-in.ts';

export const CHROME_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The library's script element, once the loader has added it. */
export const castSenderScript = () => document.querySelector<HTMLScriptElement>(`script[src="${CAST_SENDER_URL}"]`);

/**
 * Test-only: jsdom as Chrome for the loader, and, since jsdom fetches no scripts, the library's
 * part played when its script is added: the stand-in framework runs, or (`'fails'`) the script
 * errors. `'silent'` leaves the script to the test. Returns the undo, for afterEach.
 */
export function pretendChrome(library: Partial<CastStandInOptions> | 'fails' | 'silent' = {}): () => void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_USER_AGENT);
  Object.assign(window, { chrome: {} });
  const observer = new MutationObserver(() => {
    const script = castSenderScript();
    if (!script || library === 'silent' || script.dataset.ran) return;
    script.dataset.ran = 'true';
    if (library === 'fails') script.dispatchEvent(new Event('error'));
    else installCastStandIn({ ...CAST_STAND_IN_DEFAULTS, ...library });
  });
  observer.observe(document.head, { childList: true });
  return () => {
    observer.disconnect();
    castSenderScript()?.remove();
    for (const name of ['chrome', 'cast', '__castStandIn', '__onGCastApiAvailable']) Reflect.deleteProperty(window, name);
    vi.restoreAllMocks();
  };
}
