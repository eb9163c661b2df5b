// The web figures (issue 27's first screen): first-load bytes and the entry against its budget,
// and Lighthouse 12 mobile per page, each with the server's SERVER_RENDER off (today's
// client-rendered document, before) and on (the page rendered into the document, after) in the
// same run: two servers side by side, one per setting, each on its own PGlite. Prints tables for
// a person; never pass/fail.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../e2e/support/api-server.mjs';
import { insertAccountSession, insertSession, withPglite } from './api-load.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { gzipSize, modeLabel, SERVER_RENDER_MODES } from './load-row.mjs';

/** Issue 27's targets for every page it names ("Done when"). */
const TARGET = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01, accessibility: 100 };
/** Issue 27: the JavaScript before the first content, gzip (KB = 1,024 bytes, as the bench's tables count). */
const ENTRY_BUDGET_BYTES = 100 * 1024;
/** The ott paywall's viewer: signed in, not authorized (README, demo accounts). */
const LAPSED_EMAIL = 'lapsed@stat.test';

/**
 * Lighthouse's pages. stat closes content pages to phones (route-table.ts: a phone is sent home),
 * so those run as a desktop browser on the phone's screen, network and CPU (`desktopDevice`): the
 * page measured is the one a viewer sees. `signedIn`: with the server's signed-in cookie.
 * `issue27: false`: kept from the earlier sections, not one of issue 27's pages.
 */
const STAT_PAGES = [
  { path: '/' },
  { path: '/', signedIn: true },
  { path: '/series/2', desktopDevice: true },
  { path: '/search/quiet', desktopDevice: true },
  { path: '/movies', desktopDevice: true },
  { path: '/about', issue27: false },
  { path: '/series/all', desktopDevice: true, issue27: false },
];
// continuePurchase (route-table.ts): the paywall a lapsed direct account lands on; open to phones.
const OTT_PAGES = [{ path: '/continuePurchase', signedIn: true }];
/**
 * A viewer signed in and authorized through a TV provider, as a first sign-in leaves one: the
 * provider (its name and id) of a subscriber the server seeded, terms accepted, entitled (the
 * column's default), and a session; answers its cookie.
 */
async function insertProviderViewer(run) {
  const { rows } = await run('SELECT mso, mso_id FROM users WHERE mso_id IS NOT NULL AND registered AND entitled ORDER BY tve_user_id LIMIT 1', []);
  if (rows.length !== 1) throw new Error('no seeded TV provider subscriber: is DEMO_ACCOUNTS on?');
  const userId = `bench-${randomBytes(4).toString('hex')}`;
  await run(
    `INSERT INTO users (tve_user_id, registered, account_type, user_name, email_address, mso, mso_id, mso_user_id, legal)
     VALUES ($1, true, 'primary', 'bench', 'bench@example.com', $2, $3, $4, true)`,
    [userId, rows[0].mso, rows[0].mso_id, `${userId}-mso`],
  );
  return insertSession(run, userId);
}

/** First-load bytes, signed out (stat). */
const FIRST_LOAD_PATHS = ['/', '/about', '/series/all', '/series/2'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Exact bytes beside KB, for figures read against the budget. */
const kbExact = (bytes) => `${kb(bytes)} (${bytes.toLocaleString('en-US')} B)`;
const sum = (files, key) => files.reduce((t, f) => t + f[key], 0);

/**
 * Starts one server per SERVER_RENDER setting, side by side, each on a PGlite of its own (one
 * process per PGlite) seeded by a first start; `prepare(run)` then writes the signed-in viewer
 * and answers its cookie. Calls `work(servers)` with `{ setting, url, cookie }` per setting.
 */
async function withModeServers({ withServer, env, prepare }, work) {
  const dirs = SERVER_RENDER_MODES.map(() => mkdtempSync(join(tmpdir(), 'stat-bench-web-')));
  try {
    const prepared = [];
    for (const [i, setting] of SERVER_RENDER_MODES.entries()) {
      const serverEnv = { ...env, ...setting, DATA_DIR: dirs[i] };
      await withServer(serverEnv, async () => undefined);
      prepared.push({ setting, serverEnv, cookie: await withPglite(join(dirs[i], 'pglite'), prepare) });
    }
    const startFrom = (i, servers) =>
      i === prepared.length
        ? work(servers)
        : withServer(prepared[i].serverEnv, (url) => startFrom(i + 1, [...servers, { setting: prepared[i].setting, cookie: prepared[i].cookie, url }]));
    return await startFrom(0, []);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** gzip -9 bytes of a built file the page fetched (`/assets/…`), from the variant's dist; 0 when not built there. */
function builtGzip(distDir, path) {
  try {
    return gzipSize(readFileSync(join(distDir, path)));
  } catch {
    return 0;
  }
}

/** ` (misses by …)` when `bytes` is over the entry budget, else ` (within)`. */
const againstBudget = (bytes) => (bytes > ENTRY_BUDGET_BYTES ? ` (misses by ${kbExact(bytes - ENTRY_BUDGET_BYTES)})` : ' (within)');

/** The stat entry (Vite's manifest: the index.html entry), its gzip -9 bytes against the budget. */
function entryLine(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    return `Nothing built in ${distDir}: no entry figure (npm run build makes it).`;
  }
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  const gzip = builtGzip(distDir, entry.file);
  return (
    `stat entry ${entry.file} (the same build under either setting): ${kbExact(gzip)} gzip -9; ` +
    `budget <= ${kbExact(ENTRY_BUDGET_BYTES)} gzip before first content${againstBudget(gzip)}`
  );
}

async function firstLoadSection({ setting, url }, printTable) {
  const distDir = join(repoRoot, 'apps/web/dist/stat');
  console.log(`\n== First load (stat), SERVER_RENDER ${modeLabel(setting)}: bytes on the wire as the server sends them, and uncompressed`);
  console.log(entryLine(distDir));
  for (const path of FIRST_LOAD_PATHS) {
    const { files, firstContentMs } = await measureFirstLoad(`${url}${path}`);
    const group = (label, list) => [label, list.length, kb(sum(list, 'wire')), kb(sum(list, 'raw'))];
    const js = files.filter((f) => f.kind === 'js');
    const before = js.filter((f) => f.beforeFirstContent);
    console.log(`\n${path}: first content at ${firstContentMs === null ? '(never)' : `${Math.round(firstContentMs)} ms`} (fast local browser)`);
    printTable(
      ['part', 'files', 'wire', 'uncompressed'],
      [
        group('document', files.filter((f) => f.kind === 'document')),
        group('JS before first content', before),
        group('JS after first content', js.filter((f) => !f.beforeFirstContent)),
        group('CSS', files.filter((f) => f.kind === 'css')),
        group('API calls', files.filter((f) => f.kind === 'api')),
        group('other', files.filter((f) => f.kind === 'other')),
        group('total', files),
      ],
    );
    const beforeGzip = before.reduce((total, f) => total + builtGzip(distDir, f.path), 0);
    console.log(`JS before first content: ${kbExact(beforeGzip)} gzip -9 (${before.length} files); budget <= ${kb(ENTRY_BUDGET_BYTES)}${againstBudget(beforeGzip)}`);
    const largest = [...before].sort((a, b) => b.wire - a.wire).slice(0, 5);
    console.log(`largest JS before first content: ${largest.map((f) => `${f.path} ${kb(f.wire)}`).join(', ')}`);
  }
}

/** What a Lighthouse median misses of TARGET, as the table's last column. */
function missesOf({ scores, metrics }) {
  const misses = [];
  if (scores.performance.median < TARGET.performance) misses.push('perf');
  if (metrics.lcp > TARGET.lcpMs) misses.push('LCP');
  if (metrics.tbt > TARGET.tbtMs) misses.push('TBT');
  if (metrics.cls > TARGET.cls) misses.push('CLS');
  if (scores.accessibility.median < TARGET.accessibility) misses.push('a11y');
  return misses;
}

/** Lighthouse on one page of one server: the table's row, and the LCP breakdown when LCP misses. */
async function lighthouseRow({ setting, url, cookie }, { path, desktopDevice = false, signedIn = false, issue27 = true }, { variant, viewer, runs }) {
  const result = await runLighthouse(`${url}${path}`, runs, { desktopDevice, cookie: signedIn ? cookie : undefined });
  const { scores, metrics } = result;
  // A page that sent the browser elsewhere says where: its figures are that page's.
  const redirected = result.finalPaths.filter((final) => final !== path);
  const page = `${variant} ${path}${signedIn ? ` (${viewer})` : ''}${desktopDevice ? ' [desktop UA]' : ''}${redirected.length ? ` -> ${redirected.join(', ')}` : ''}`;
  const misses = issue27 ? missesOf(result) : [];
  return {
    cells: [
      page,
      modeLabel(setting),
      scores.performance.median,
      scores.performance.all.join(' '),
      `${Math.round(metrics.fcp)} ms`,
      `${Math.round(metrics.lcp)} ms`,
      `${Math.round(metrics.tbt)} ms`,
      metrics.cls.toFixed(3),
      scores.accessibility.median,
      scores['best-practices'].median,
      issue27 ? misses.join(', ') || 'none' : '(not issue 27)',
    ],
    breakdown: metrics.lcp > TARGET.lcpMs ? { page, mode: modeLabel(setting), lcp: metrics.lcp, ...result.lcpBreakdown } : null,
  };
}

/** Lighthouse rows for `pages`, each page on every server in turn (before, after) so the machine's load falls alike on both. */
async function lighthouseRows(servers, pages, context) {
  const rows = [];
  for (const page of pages) {
    for (const server of servers) {
      const row = await lighthouseRow(server, page, context);
      // A line as each row lands: a long run's figures so far survive a failure later on.
      console.log(`lighthouse: ${row.cells[0]}, SERVER_RENDER ${row.cells[1]}: performance ${row.cells[2]}, LCP ${row.cells[5]}`);
      rows.push(row);
    }
  }
  return rows;
}

function printLighthouse(rows, runs, printTable) {
  console.log(`\n== Lighthouse 12, mobile (slow 4G, 4x CPU, Lighthouse's default throttling): median of ${runs} runs per page and setting`);
  console.log('[desktop UA]: content pages are closed to phones on stat (a phone is sent home): a desktop browser on the');
  console.log("same phone screen, network and CPU, scored on the phone's curves, so the page measured is the one a viewer sees. 'signed in' = a viewer");
  console.log("authorized through a TV provider (a seeded subscriber's provider, terms accepted, a session row); ott = the direct variant.");
  printTable(['page', 'SERVER_RENDER', 'perf', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y', 'best pr.', 'misses'], rows.map((r) => r.cells));
  console.log(
    `Target (issue 27, each of its pages): performance >= ${TARGET.performance}, LCP <= ${TARGET.lcpMs} ms, ` +
      `TBT <= ${TARGET.tbtMs} ms, CLS <= ${TARGET.cls}, accessibility ${TARGET.accessibility}.`,
  );
  const missed = rows.map((r) => r.breakdown).filter(Boolean);
  if (missed.length === 0) return;
  console.log(`\nLCP over ${TARGET.lcpMs} ms: Lighthouse's phases (largest-contentful-paint-element) of the run nearest the median LCP, and the element:`);
  printTable(
    ['page', 'SERVER_RENDER', 'LCP', 'TTFB', 'load delay', 'load time', 'render delay', 'element'],
    missed.map(({ page, mode, lcp, phases = [], selector, label }) => [
      page,
      mode,
      `${Math.round(lcp)} ms`,
      ...[0, 1, 2, 3].map((i) => (phases[i] ? `${Math.round(phases[i].ms)} ms` : '-')),
      // Lighthouse labels an image without alt text by its selector: the label only when it says more.
      selector ? `${selector}${label && !selector.startsWith(label) ? ` "${label.slice(0, 40)}"` : ''}` : '(none reported)',
    ]),
  );
  console.log('(Load delay and load time are 0 when the LCP element is text: nothing to fetch, all is render delay after TTFB.)');
}

/**
 * The web section. `withServer(env, work)` starts the built API server on env and calls
 * work(baseUrl); `lighthouseRuns` per page and setting.
 */
export async function webSection({ withServer, printTable, lighthouseRuns }) {
  console.log(`\n== Web (issue 27): SERVER_RENDER ${SERVER_RENDER_MODES.map(modeLabel).join(' and ')}, two servers side by side`);
  const rows = [];
  await withModeServers({ withServer, env: { APP_VARIANT: 'stat' }, prepare: insertProviderViewer }, async (servers) => {
    for (const server of servers) await firstLoadSection(server, printTable);
    rows.push(...(await lighthouseRows(servers, STAT_PAGES, { variant: 'stat', viewer: 'signed in', runs: lighthouseRuns })));
  });
  // The ott server serves apps/web/dist/ott: `APP_VARIANT=ott npm run build -w @stat/web` (npm run bench does it).
  await withModeServers({ withServer, env: { APP_VARIANT: 'ott' }, prepare: (run) => insertAccountSession(run, LAPSED_EMAIL) }, async (servers) => {
    rows.push(...(await lighthouseRows(servers, OTT_PAGES, { variant: 'ott', viewer: LAPSED_EMAIL, runs: lighthouseRuns })));
  });
  printLighthouse(rows, lighthouseRuns, printTable);
}
