import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { checkDrm } from '../../lib/drm-check.ts';
import { applyAppStyles } from './app-styles.ts';
import { revealApp } from './reveal-app.ts';

/** The attribute on the boot script naming the app's entry, in a server-rendered document. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** The longest the app's code waits for the page's own pictures (one that never arrives). */
export const PAGE_LOAD_WAIT_MS = 3000;

/**
 * Resolves once the page has loaded (the window's load event: its stylesheets and the pictures
 * it shows first; lazy ones do not count) and the frame after it has painted, or after
 * PAGE_LOAD_WAIT_MS. On a slow line the app's code (over a hundred KB) would otherwise share the
 * bandwidth with the page's largest picture and hold it back by seconds.
 */
function pageLoaded(doc: Document): Promise<void> {
  const win = doc.defaultView;
  return new Promise((resolve) => {
    const afterPaint = () => (win ? win.requestAnimationFrame(() => setTimeout(resolve)) : resolve());
    if (!win || doc.readyState === 'complete') return afterPaint();
    const cap = setTimeout(resolve, PAGE_LOAD_WAIT_MS);
    win.addEventListener(
      'load',
      () => {
        clearTimeout(cap);
        afterPaint();
      },
      { once: true },
    );
  });
}

/**
 * Loads the app's code: the server-rendered page needs none of it to be seen or followed (its
 * links are links), so it is asked for once the page is shown and its pictures are in, and it
 * hydrates the page when it arrives.
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
  await Promise.allSettled([checkDrm(nav), applyAppStyles(doc)]);
  revealApp(doc);
  await pageLoaded(doc);
  if (entry) loadApp(doc, entry);
}
