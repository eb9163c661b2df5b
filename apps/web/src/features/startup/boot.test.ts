import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { APP_ENTRY_ATTRIBUTE, boot } from './boot.ts';
import { APP_READY_CLASS } from './reveal-app.ts';

/** A document as the server sends it: the preloader, the page under it, and (when given) its data blocks. */
function serverDocument(blocks: string[]): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<script defer src="/assets/boot-1.js" ${APP_ENTRY_ATTRIBUTE}="/assets/app-1.js"></script>`;
  doc.body.innerHTML = `<div class="preloader" role="status"></div><div id="root"><main><h1>Home</h1></main></div>`;
  for (const id of blocks) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = id;
    doc.head.append(block);
  }
  return doc;
}

/** The time the preloader lifts, by the test window's clock. */
const REVEALED_AT = 500;

/**
 * A window whose frames come at once and whose largest-contentful-paint reports the test sends
 * (`paint(startTime)`), as the browser's observer delivers them.
 */
function testWindow() {
  const observers = new Set<(list: { getEntries: () => { startTime: number }[] }) => void>();
  class TestObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const win = Object.assign(new EventTarget(), {
    requestAnimationFrame: (frame: () => void) => setTimeout(frame, 0),
    performance: { now: () => REVEALED_AT },
    PerformanceObserver: TestObserver,
  });
  const paint = (startTime: number) => {
    for (const notify of observers) notify({ getEntries: () => [{ startTime }] });
  };
  return { win, paint };
}

/** A navigator whose key-system probe answers when the test says so. */
function heldProbe() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const nav = { requestMediaKeySystemAccess: () => answered.then(() => Promise.reject(new Error('not supported'))) } as unknown as Navigator;
  return { nav, answer };
}

const revealed = (doc: Document) => doc.documentElement.classList.contains(APP_READY_CLASS) && doc.querySelector('.preloader') === null;
const appLoading = (doc: Document) => doc.querySelector('script[type="module"][src="/assets/app-1.js"]') !== null;

describe('boot', () => {
  it('keeps the server-rendered page under the preloader until the DRM check ends, then shows it', async () => {
    const doc = serverDocument([SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID]);
    const { nav, answer } = heldProbe();
    const booted = boot(doc, nav);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(revealed(doc)).toBe(false);
    expect(appLoading(doc)).toBe(false);
    answer();
    await booted;
    expect(revealed(doc)).toBe(true);
    // The app's code is asked for once the page shows.
    expect(appLoading(doc)).toBe(true);
  });

  it('asks for the app once the page has loaded, its first picture is decoded and the browser reports it on screen', async () => {
    const doc = serverDocument([SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID]);
    const { win, paint } = testWindow();
    Object.defineProperty(doc, 'defaultView', { value: win });
    Object.defineProperty(doc, 'readyState', { value: 'interactive' });
    const hero = doc.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    let decoded: () => void = () => undefined;
    hero.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    doc.querySelector('main')!.append(hero);
    const { nav, answer } = heldProbe();
    answer();
    const booted = boot(doc, nav);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await settle();
    expect(revealed(doc)).toBe(true);
    expect(appLoading(doc)).toBe(false);
    win.dispatchEvent(new Event('load'));
    await settle();
    expect(appLoading(doc)).toBe(false);
    decoded();
    await settle();
    // Decoded, but the browser has not reported the page on screen yet.
    expect(appLoading(doc)).toBe(false);
    paint(REVEALED_AT - 1);
    await settle();
    expect(appLoading(doc)).toBe(false);
    paint(REVEALED_AT + 16);
    await booted;
    expect(appLoading(doc)).toBe(true);
  });

  it('leaves the preloader to the app, which it loads, without a rendered page or without the data it was rendered from', async () => {
    for (const blocks of [[STARTUP_DATA_ELEMENT_ID], [SERVER_RENDER_ELEMENT_ID], []]) {
      const doc = serverDocument(blocks);
      const { nav, answer } = heldProbe();
      answer();
      await boot(doc, nav);
      expect(revealed(doc)).toBe(false);
      // The document had the app's entry moved to the boot script: the app starts and decides.
      expect(appLoading(doc)).toBe(true);
    }
  });
});
