// CPU profile of a page load (4x CPU throttle), long tasks, and top self-time functions in each long task.
import { chromium, devices } from 'playwright';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const [url, dev] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const ctx = await browser.newContext(dev ? devices[dev] : { viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(url);
await page.waitForSelector('html[data-app-interactive]', { timeout: 30000 });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const lt = await page.evaluate(() => window.__lt);
const marks = await page.evaluate(() => performance.getEntriesByType('mark').map(m => [m.name, Math.round(m.startTime)]).concat(performance.getEntriesByType('resource').filter(r => /index-|boot-/.test(r.name)).map(r => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)])));
console.log('long tasks', JSON.stringify(lt));
console.log('marks', JSON.stringify(marks));
// Map sample times to nodes
const nodes = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; samples.push([t, id]); });
// navigation start in profile time: approximate with first sample; use performance.timeOrigin relation
const navStartUs = await page.evaluate(() => performance.timeOrigin * 1000);
// profile times are in monotonic us; convert using the longtask times relative — use offset from the Profiler: not same clock. Approximate by aligning largest activity.
function top(from, to) {
  const self = new Map();
  for (const [ts, id] of samples) { if (ts < from || ts > to) continue; const n = nodes.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + 1); }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
}
// Align: find profile time of the first sample inside the app's index script
const firstIdx = samples.find(([, id]) => nodes.get(id).callFrame.url.includes('/index-'));
console.log('first index sample at profile us', firstIdx?.[0] - profile.startTime);
// Bucket samples into contiguous busy windows (gap > 2ms) and print windows > 12ms (=> >50ms at 4x? throttle already applied)
const busy = []; let cur = null;
for (const [ts, id] of samples) { const n = nodes.get(id); if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') { if (cur && ts - cur.end > 2000) { busy.push(cur); cur = null; } continue; } if (!cur) cur = { start: ts, end: ts }; cur.end = ts; }
if (cur) busy.push(cur);
for (const w of busy.filter(w => w.end - w.start > 40000)) { console.log(`\n== busy ${((w.start - profile.startTime)/1000)|0}ms +${((w.end-w.start)/1000)|0}ms`); for (const [k, v] of top(w.start, w.end)) console.log('  ', (v*0.2).toFixed(1), 'ms', k); }
await browser.close();
