// Which modules' top-level code costs the most during the entry's evaluation (unminified build, regions)
import { chromium } from 'playwright';
import { readFileSync, readdirSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const [url, dir] = process.argv.slice(2);
const maps = new Map();
function sourceOf(file, line, column) {
  if (!maps.has(file)) { try { maps.set(file, new TraceMap(readFileSync(`${dir}/${file}.map`, 'utf8'))); } catch { maps.set(file, null); } }
  const m = maps.get(file); if (!m) return '?';
  const pos = originalPositionFor(m, { line: line + 1, column });
  return (pos.source ?? '?').replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 }); await cdp.send('Profiler.start');
await page.goto(url); await page.waitForSelector('html[data-app-interactive]'); await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map(profile.nodes.map(n => [n.id, n])); const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
const byRegion = new Map(); let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0; const chain = [];
  for (let n = nodes.get(id); n; n = parentOf.get(n.id)) chain.push(n);
  // module evaluation: the outermost script frame is an anonymous top-level frame of an asset
  const outer = chain.filter(n => n.callFrame.url.includes('/assets/')).at(-1);
  if (!outer || outer.callFrame.functionName !== '') return;
  if (/index-|schemas-|labels-|removable-|suspense-|jsx-runtime|api-error|ids-|messages-|storage-keys|useBaseQuery|server-api|rolldown/.test(outer.callFrame.url) === false) return;
  total += dt;
  // attribute to the region of the innermost frame in an asset
  const inner = chain.find(n => n.callFrame.url.includes('/assets/')) ?? outer;
  const file = inner.callFrame.url.split('/').pop();
  const reg = sourceOf(file, inner.callFrame.lineNumber, inner.callFrame.columnNumber);
  const key = `${file.replace(/-[\w-]{8}\.js$/, '')} ${reg}`;
  byRegion.set(key, (byRegion.get(key) ?? 0) + dt);
});
console.log('module evaluation total', (total / 1000).toFixed(1), 'ms (unthrottled)');
for (const [k, v] of [...byRegion].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(6), k);
await browser.close();
