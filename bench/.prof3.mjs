// CPU profile (4x), for each long task window, the React-level frames (by name) with inclusive time
import { chromium, devices } from 'playwright';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const [url, dev] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const ctx = await browser.newContext(dev === 'phone' ? devices['Pixel 7'] : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForSelector('html[data-app-interactive]', { timeout: 30000 });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map(profile.nodes.map(n => [n.id, n]));
const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
const WATCH = /^(performSyncWorkOnRoot|performWorkOnRoot|performWorkOnRootViaSchedulerTask|commitRoot|commitRootImpl|flushPassiveEffects|flushSyncWorkAcrossRoots_impl|workLoopSync|workLoopConcurrent|workLoopConcurrentByScheduler|renderRootSync|renderRootConcurrent|processRootScheduleInMicrotask|performWorkUntilDeadline|forceStoreRerender|commitPassiveMountOnFiber|recursivelyTraversePassiveMountEffects|hydrateRoot|main|startApp|hydrateServerRender)$/;
const incl = new Map(); let t = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0; const seen = new Set();
  for (let n = nodes.get(id); n; n = parentOf.get(n.id)) { const f = n.callFrame.functionName; if (WATCH.test(f) && !seen.has(f)) { seen.add(f); incl.set(f, (incl.get(f) ?? 0) + dt); } }
});
// origins of sync work: the outermost named frames above performSyncWorkOnRoot / flushSyncWorkAcrossRoots_impl
const origins = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0; const chain = [];
  for (let n = nodes.get(id); n; n = parentOf.get(n.id)) chain.push(n.callFrame.functionName || '(anon)');
  const k = chain.indexOf('flushSyncWorkAcrossRoots_impl'); if (k < 0) return;
  const key = chain.slice(k + 1, k + 7).join(' < ');
  origins.set(key, (origins.get(key) ?? 0) + dt);
});
for (const [k, v] of [...origins].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log('SYNC', (v / 1000).toFixed(1), k);
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1])) console.log((v / 1000).toFixed(1).padStart(7), k);
await browser.close();
