import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
for (const width of [412, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => { window.__cls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls.push([Math.round(e.startTime), e.value.toFixed(4), e.sources?.map(s => s.node?.nodeName + '.' + (s.node?.className || '')).join(',')]); }).observe({ type: 'layout-shift', buffered: true }); });
  await page.goto(process.argv[2]);
  await page.waitForSelector('html[data-app-interactive]');
  await page.waitForTimeout(3000);
  console.log(width, JSON.stringify(await page.evaluate(() => window.__cls)));
  await page.close();
}
await browser.close();
