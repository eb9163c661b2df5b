/// <reference types="chromecast-caf-sender" />
import { CAST_LIBRARY_RETRY } from '@stat/contracts';

/** Google's Cast Web Sender library with its Framework API (the CSP allows its host's paths). */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

/** The two namespaces the library defines, once both are there. */
export interface CastApi {
  framework: typeof cast.framework;
  chromeCast: typeof chrome.cast;
}

// What the library leaves on window. The package types declare `window.cast` as always there;
// before the library has loaded it is not, hence this narrower view.
interface CastGlobals {
  chrome?: { cast?: typeof chrome.cast };
  cast?: { framework?: typeof cast.framework };
  __onGCastApiAvailable?: (available: boolean, reason?: string) => void;
}

// Chromium browsers that say "Chrome/" but have no Cast sender: Edge, Opera, Samsung Internet,
// Yandex, UC, and Android WebViews ("; wv)"). Chrome on iOS says "CriOS/", not "Chrome/".
const NOT_CHROME = /\b(?:Edg|Edge|EdgA|OPR|OPT|Opera|SamsungBrowser|YaBrowser|UCBrowser)\/|; wv\)/;

/**
 * Whether this is Chrome (desktop or Android), the only browser the library casts from (shell
 * spec section 7). `hasChromeGlobal` is `window.chrome`, which a spoofed user agent lacks.
 */
export function isChrome(userAgent: string, hasChromeGlobal: boolean): boolean {
  return hasChromeGlobal && /\bChrome\/\d/.test(userAgent) && !NOT_CHROME.test(userAgent);
}

function castApi(globals: CastGlobals): CastApi | null {
  const framework = globals.cast?.framework;
  const chromeCast = globals.chrome?.cast;
  return framework && chromeCast?.isAvailable ? { framework, chromeCast } : null;
}

/**
 * Adds the library's script and waits for its framework: at once when the library calls
 * `__onGCastApiAvailable(true)`, else by looking again every `intervalMs`, at most `attempts`
 * times (shell spec section 4). Null when the library says no, fails to load, or never shows.
 */
function loadAndWait({ attempts, intervalMs }: { attempts: number; intervalMs: number }): Promise<CastApi | null> {
  const globals = window as unknown as CastGlobals;
  return new Promise((resolve) => {
    let looked = 0;
    let timer: number | undefined;
    const finish = (api: CastApi | null) => {
      window.clearTimeout(timer);
      resolve(api);
    };
    const look = () => {
      looked += 1;
      const api = castApi(globals);
      if (api) finish(api);
      else if (looked >= attempts) finish(null);
      else timer = window.setTimeout(look, intervalMs);
    };
    // Must be set before the script runs: the library calls it once, when it knows.
    globals.__onGCastApiAvailable = (available) => {
      const api = available ? castApi(globals) : null;
      if (api || !available) finish(api);
    };
    const script = document.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.onerror = () => finish(null);
    document.head.append(script);
    timer = window.setTimeout(look, intervalMs);
  });
}

let loading: Promise<CastApi | null> | undefined;

/**
 * The Cast framework, loaded once per page: null outside Chrome (nothing is fetched) or when it
 * is not available. Never rejects: casting is an extra, the player works without it.
 */
export function loadCastSender(): Promise<CastApi | null> {
  loading ??= (async () => {
    if (!isChrome(navigator.userAgent, typeof (window as CastGlobals).chrome === 'object')) return null;
    return loadAndWait(CAST_LIBRARY_RETRY);
  })().catch(() => null);
  return loading;
}
