// Lighthouse 12 mobile run (its default: emulated mid-range phone, simulated slow 4G) of a page,
// several times, reporting the median score of each category.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs Lighthouse `runs` times on `url`; returns each category's median score (0-100) and the runs. */
export async function runLighthouse(url, runs = 5) {
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, []]));
  const metrics = { fcp: [], lcp: [], tbt: [], cls: [] };
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser per run: no warm cache carried from one run to the next.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: LIGHTHOUSE_CATEGORIES,
      });
      const { categories, audits } = result.lhr;
      for (const c of LIGHTHOUSE_CATEGORIES) scores[c].push(Math.round((categories[c]?.score ?? 0) * 100));
      metrics.fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN);
      metrics.lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
      metrics.tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
      metrics.cls.push(audits['cumulative-layout-shift']?.numericValue ?? NaN);
    } finally {
      chrome.kill();
    }
  }
  return {
    runs,
    scores: Object.fromEntries(Object.entries(scores).map(([c, v]) => [c, { median: median(v), all: v }])),
    metrics: Object.fromEntries(Object.entries(metrics).map(([m, v]) => [m, median(v)])),
  };
}
