import { chromium, devices } from 'playwright';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const [url, dev] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const ctx = await browser.newContext(dev === 'phone' ? devices['Pixel 7'] : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(url);
await page.waitForSelector('html[data-app-interactive]', { timeout: 30000 });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.find(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' );
const mains = traceEvents.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => `${e.pid}:${e.tid}`);
const nav = traceEvents.find(e => e.name === 'navigationStart' || e.name === 'markAsMainFrame') ?? traceEvents[0];
const evs = traceEvents.filter(e => mains.includes(`${e.pid}:${e.tid}`) && e.ph === 'X');
const tasks = evs.filter(e => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
const t0 = traceEvents.filter(e => e.name === 'navigationStart').map(e => e.ts).sort((a,b)=>b-a)[0] ?? tasks[0]?.ts;
for (const t of tasks) {
  const kids = evs.filter(e => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 3000 && e.pid === t.pid && e.tid === t.tid);
  const names = {};
  for (const k of kids) { const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop().slice(0, 40) : '') + (k.args?.data?.functionName ? ' ' + k.args.data.functionName : ''); names[key] = Math.max(names[key] ?? 0, k.dur); }
  console.log(`task @${((t.ts - t0) / 1000) | 0}ms ${(t.dur / 1000) | 0}ms:`, Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${(v / 1000) | 0}`).join(' | '));
}
const marks = await page.evaluate(() => performance.getEntriesByType('mark').map(m => [m.name, Math.round(m.startTime)]));
console.log(JSON.stringify(marks));
await browser.close();
