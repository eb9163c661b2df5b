import { chromium, devices } from 'playwright';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const [url, dev] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const ctx = await browser.newContext(dev ? devices[dev] : { viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForSelector('html[data-app-interactive]', { timeout: 30000 });
await page.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map(profile.nodes.map(n => [n.id, n]));
const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
const byUrl = new Map(); const byTop = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0; const n = nodes.get(id); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
  if (u === '(idle)') return;
  byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
  // attribute to the outermost script frame (who started the work)
  let top = n, p = parentOf.get(n.id); while (p && p.callFrame.functionName !== '(root)') { if (p.callFrame.url) top = p; p = parentOf.get(p.id); }
  const k = (top.callFrame.url.split('/').pop() || top.callFrame.functionName) + ' ' + (top.callFrame.functionName || '(top)');
  byTop.set(k, (byTop.get(k) ?? 0) + dt);
});
// Inside index's top-level evaluation: self time by function and url
const evalSelf = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0; let n = nodes.get(id); const leaf = n;
  let top = n, p = parentOf.get(n.id); while (p && p.callFrame.functionName !== '(root)') { if (p.callFrame.url) top = p; p = parentOf.get(p.id); }
  if (!(top.callFrame.url.includes('index-') && !top.callFrame.functionName)) return;
  const k = (leaf.callFrame.url.split('/').pop() || '') + ' ' + (leaf.callFrame.functionName || '(top)') + ':' + leaf.callFrame.lineNumber + ':' + leaf.callFrame.columnNumber;
  evalSelf.set(k, (evalSelf.get(k) ?? 0) + dt);
});
console.log('index top-level evaluation, self by function:');
for (const [k, v] of [...evalSelf].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('  ', (v / 1000).toFixed(1), k);
console.log('self ms by script (real CPU, unthrottled):');
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log('  ', (v / 1000).toFixed(1), k);
console.log('by outermost frame:');
for (const [k, v] of [...byTop].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log('  ', (v / 1000).toFixed(1), k);
await browser.close();
