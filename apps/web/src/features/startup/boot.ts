import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { checkDrm } from '../../lib/drm-check.ts';
import { applyAppStyles } from './app-styles.ts';
import { holdEarlyInput } from './early-input.ts';
import { revealApp } from './reveal-app.ts';

/** The attribute on the boot script naming the app's entry, in a server-rendered document. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** The longest the app's code waits for the page's own pictures (one that never arrives). */
export const PAGE_LOAD_WAIT_MS = 3000;

/**
 * Resolves once the page has loaded (the window's load event: its stylesheets and the pictures
 * it shows; lazy ones off screen do not count) and the pictures it asks for first (its largest,
 * `fetchpriority="high"`) are decoded, or after PAGE_LOAD_WAIT_MS. Started before the preloader
 * lifts, so that those pictures decode while the page is still hidden.
 */
function picturesReady(doc: Document, win: Window): Promise<unknown> {
  const loaded = doc.readyState === 'complete' ? null : new Promise((done) => win.addEventListener('load', done, { once: true }));
  const first = [...doc.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const decoded = first.map((image) => image.decode().catch(() => undefined));
  const cap = new Promise((done) => setTimeout(done, PAGE_LOAD_WAIT_MS));
  return Promise.race([Promise.all([loaded, ...decoded]), cap]);
}

/** Two frames: the first paints what changed, the second starts once that one is on screen. */
function framesPainted(win: Window): Promise<void> {
  return new Promise((done) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => setTimeout(done))));
}

/** The longest the app's code waits for the browser to report the page's first paint. */
export const CONTENT_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser reports a largest contentful paint at or after `since` (the
 * preloader lifting): the page is on screen, presented, not only drawn. Where the browser has no
 * such report, or none comes within CONTENT_PAINT_WAIT_MS, two frames stand in.
 */
function contentPainted(win: Window, since: number): Promise<void> {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return framesPainted(win);
  return new Promise((done) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(cap);
      done();
    };
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    const cap = setTimeout(() => void framesPainted(win).then(finish), CONTENT_PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Loads the app's code: the server-rendered page needs none of it to be seen or followed (its
 * links are links), so it is asked for once the page and its pictures are on screen, and it
 * hydrates the page when it arrives. On a slow line the code (over a hundred KB) would
 * otherwise share the bandwidth with the page's largest picture and hold it back by seconds.
 */
function loadApp(doc: Document, entry: string): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

/**
 * Start-up's first step, before the app's code arrives: the DRM check and the app's stylesheets.
 * When the server rendered the page with its data, that is all start-up waits for (shell spec
 * section 1), so the preloader lifts as soon as both are done, and the app's code loads once the
 * page has. Without a rendered page (or without its data) the document loads the app itself and
 * the app's start-up lifts the preloader. Resolves once it has asked for the app's code.
 */
export async function boot(doc: Document = document, nav: Navigator = navigator): Promise<void> {
  const entry = doc.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`)?.getAttribute(APP_ENTRY_ATTRIBUTE) ?? null;
  const serverRendered = doc.getElementById(SERVER_RENDER_ELEMENT_ID) !== null && doc.getElementById(STARTUP_DATA_ELEMENT_ID) !== null;
  if (!serverRendered) {
    // A server-rendered document whose data is gone (stripped in transit, or by a test): the app
    // starts as on an empty document.
    if (entry) loadApp(doc, entry);
    return;
  }
  // The page can be pressed and typed into from the moment it shows, before its code is here.
  holdEarlyInput(doc);
  const win = doc.defaultView;
  const pictures = win ? picturesReady(doc, win) : null;
  await Promise.allSettled([checkDrm(nav), applyAppStyles(doc)]);
  revealApp(doc);
  if (win) {
    const revealedAt = win.performance.now();
    await pictures;
    // The page presented, then two frames more for a first picture decoded meanwhile.
    await contentPainted(win, revealedAt);
    await framesPainted(win);
  }
  if (entry) loadApp(doc, entry);
}
