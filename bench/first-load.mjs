// First-load weight of a page as Chromium fetches it from the server: every response until the
// network is idle, in bytes on the wire (as the server compressed it) and uncompressed, with the
// JavaScript requested before the first content (the app's first render replacing the
// preloader) apart from what loads after.
/* global document, window, MutationObserver, getComputedStyle -- watchFirstContent and the evaluate callback run in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// Runs in the page before any of its scripts: notes when #root first shows something other than
// the preloader. Client-rendered, the app's first render replaces the preloader inside #root;
// server-rendered, #root holds the page from the start but stays hidden (and the preloader, beside
// it, shown) until start-up lifts the preloader: content counts once no preloader is left and
// #root is visible.
function watchFirstContent() {
  const check = () => {
    const root = document.getElementById('root');
    if (
      window.__firstContent === undefined &&
      root?.firstElementChild &&
      !document.querySelector('.preloader') &&
      getComputedStyle(root).visibility !== 'hidden'
    ) {
      window.__firstContent = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
}

function kindOf(entry) {
  const path = new URL(entry.name).pathname;
  if (entry.entryType === 'navigation') return 'document';
  if (path.endsWith('.js')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (path.startsWith('/api/') || path.startsWith('/ofrep/')) return 'api';
  return 'other';
}

/**
 * Loads `url` once in a fresh browser; returns every resource with `wire` (compressed body bytes)
 * and `raw` (uncompressed), whether it was requested before the first content, and that moment.
 */
export async function measureFirstLoad(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript(watchFirstContent);
    await page.goto(url, { waitUntil: 'networkidle' });
    const { firstContent, entries } = await page.evaluate(() => ({
      firstContent: window.__firstContent ?? null,
      entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
        name: e.name,
        entryType: e.entryType,
        startTime: e.startTime,
        wire: e.encodedBodySize,
        raw: e.decodedBodySize,
      })),
    }));
    return {
      firstContentMs: firstContent,
      files: entries.map((e) => ({
        path: new URL(e.name).pathname,
        kind: kindOf(e),
        wire: e.wire,
        raw: e.raw,
        beforeFirstContent: firstContent === null || e.startTime < firstContent,
      })),
    };
  } finally {
    await browser.close();
  }
}
