// Lighthouse 12 mobile runs (its default: emulated mid-range phone, simulated slow 4G, 4x CPU
// slowdown) of a page, several times, reporting the median score of each category and the
// median of each metric.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

// Lighthouse's own desktop user agent: with `desktopDevice`, the app sees a desktop browser
// (it decides mobile from the user agent and client hints) on the phone's screen, network and CPU.
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Safari/537.36';
const DESKTOP_DEVICE_SETTINGS = {
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  emulatedUserAgent: DESKTOP_USER_AGENT,
};

/** The metrics Lighthouse scores on a curve of each form factor's (CLS has one curve for both). */
const CURVED_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'];

/**
 * Lighthouse scores a run on its form factor's curves, and a desktop user agent needs the desktop
 * form factor (Lighthouse refuses a screen emulation that does not match it). The desktop curves
 * are a desktop's network and CPU (90 at an LCP of 1.2 s, where a phone's is 2.5 s); these runs
 * have the phone's, so each metric is scored on its own audit's phone curve: the score is the one
 * Lighthouse gives a phone with the same metrics.
 */
async function phoneScoring() {
  return Promise.all(
    CURVED_METRICS.map(async (name) => {
      const { default: audit } = await import(`lighthouse/core/audits/metrics/${name}.js`);
      return { path: `metrics/${name}`, options: { desktop: audit.defaultOptions.mobile } };
    }),
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The LCP element and Lighthouse's phases of the LCP (TTFB, load delay, load time, render delay,
 * ms), from the `largest-contentful-paint-element` audit's two tables; null when it has none.
 */
function lcpBreakdownOf(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return null;
  const phases = (tables[1]?.items ?? []).map(({ phase, timing }) => ({ phase, ms: timing }));
  return { selector: node.selector ?? '', label: node.nodeLabel ?? '', phases };
}

/**
 * Runs Lighthouse `runs` times on `url`; returns each category's median score (0-100) with
 * every run's, the median FCP, LCP, TBT (ms) and CLS, `lcpBreakdown` (lcpBreakdownOf) of the
 * run whose LCP is nearest the median, and `finalPaths`, the paths the runs ended on (a redirect
 * shows as another path).
 * @param {{ desktopDevice?: boolean, cookie?: string }} options desktopDevice: see
 *   DESKTOP_DEVICE_SETTINGS; cookie: sent with every request (a signed-in viewer).
 */
export async function runLighthouse(url, runs = 5, { desktopDevice = false, cookie } = {}) {
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, []]));
  const metrics = { fcp: [], lcp: [], tbt: [], cls: [] };
  const breakdowns = [];
  const finalPaths = new Set();
  for (let i = 0, failed = 0; i < runs; i += 1) {
    // A fresh browser per run: no warm cache carried from one run to the next.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: LIGHTHOUSE_CATEGORIES,
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        desktopDevice ? { extends: 'lighthouse:default', settings: DESKTOP_DEVICE_SETTINGS, audits: await phoneScoring() } : undefined,
      );
      // A run whose trace Lighthouse could not read (NO_NAVSTART and its kin, a recording fault of
      // Chromium's, not the page's) has no figures: it is run again, up to three times per page.
      if (result.lhr.runtimeError && failed < 3) {
        failed += 1;
        console.log(`lighthouse: ${url} run ${i + 1}: ${result.lhr.runtimeError.code}, run again`);
        i -= 1;
        continue;
      }
      const { categories, audits } = result.lhr;
      for (const c of LIGHTHOUSE_CATEGORIES) scores[c].push(Math.round((categories[c]?.score ?? 0) * 100));
      metrics.fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN);
      metrics.lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
      metrics.tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
      metrics.cls.push(audits['cumulative-layout-shift']?.numericValue ?? NaN);
      breakdowns.push(lcpBreakdownOf(audits));
      if (result.lhr.finalDisplayedUrl) finalPaths.add(new URL(result.lhr.finalDisplayedUrl).pathname);
    } finally {
      chrome.kill();
    }
  }
  const lcpMedian = median(metrics.lcp);
  const nearest = metrics.lcp.reduce((best, lcp, i) => (Math.abs(lcp - lcpMedian) < Math.abs(metrics.lcp[best] - lcpMedian) ? i : best), 0);
  return {
    runs,
    lcpBreakdown: breakdowns[nearest] ?? null,
    finalPaths: [...finalPaths],
    scores: Object.fromEntries(Object.entries(scores).map(([c, v]) => [c, { median: median(v), all: v }])),
    metrics: Object.fromEntries(Object.entries(metrics).map(([m, v]) => [m, median(v)])),
  };
}
