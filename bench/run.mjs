// `npm run bench`: prints figures (never pass/fail). First the web (web-section.mjs, issue 27):
// first-load bytes of four pages (on the wire and uncompressed, JS before and after the first
// content, the stat entry against its gzip budget) and Lighthouse 12 mobile runs of issue 27's
// pages (stat and the ott paywall), each with SERVER_RENDER off (before) and on (after); then
// `GET /` as a browser asks for it, off and on (document-load.mjs), then the API under load
// (signed out and signed in, on PGlite and on PostgreSQL) next to a
// Fastify baseline, then the catalogue's figures (issue 7: search, home and detail calls at 1,000
// and 100,000 titles, catalogue-load.mjs), then playback's (issue 8: the media pipeline's time,
// start-play, the ClearKey licence and a media segment under load, playback-load.mjs), then the
// player's (issue 9: time to first frame, cold and warm, and the player's chunk sizes,
// player-first-frame.mjs), then activation's (issue 10: the device flow's code and token calls, a
// TV's bearer token against the browser's cookie, and the activation chunk, activation-load.mjs),
// then the direct accounts' (issue 11: Confirm Your Password and the profile, and the ott chunks,
// accounts-load.mjs), then billing's (issue 23: purchases through the embedded gateway, plan
// previews and the billing chunks, billing-load.mjs), then the webhooks' (issue 24 section 5: signed
// gateway notifications handled per second, webhooks-load.mjs). `--only web` runs the first two,
// `--only document` the document's throughput, `--only api` the API and catalogue
// figures, `--only catalogue` the catalogue figures alone (with the baseline), `--only load` the
// start-up calls under load alone (now, dictionary, user signed out and in), `--only playback`,
// `--only player`, `--only activation`, `--only accounts`, `--only billing`, `--only webhooks` and `--only ppv` (the
// pay-per-view state every client polls and the purchase surge, ppv-load.mjs) their figures alone.
// Then issue 28's: the cluster (cluster-load.mjs: `npm run cluster` with 1 and with 2 API instances
// behind nginx on PostgreSQL, ott; a mixed workload of 200 clients for BENCH_CLUSTER_SECONDS (60) s,
// the pay-per-view surge against nginx, the ratio of 2 instances to 1 and where the CPU went), and
// the fuzz run at 20,000 cases (fuzz.mjs, FUZZ_CASES to change it): `--only cluster`, `--only fuzz`.
// Expects `npm run build` and the ott web build to have run (the npm script does both). Loopback addresses only.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApiServer, waitForHealth } from '../e2e/support/api-server.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { accountsSection } from './accounts-load.mjs';
import { activationSection } from './activation-load.mjs';
import { billingSection } from './billing-load.mjs';
import { insertIntoPglite, insertIntoPostgres, loadTest } from './api-load.mjs';
import { clusterSection } from './cluster-load.mjs';
import { catalogueSection } from './catalogue-load.mjs';
import { documentSection } from './document-load.mjs';
import { fuzzSection } from './fuzz.mjs';
import { playbackSection } from './playback-load.mjs';
import { playerSection } from './player-first-frame.mjs';
import { ppvSection, ppvSurgeSection } from './ppv-load.mjs';
import { webSection } from './web-section.mjs';
import { webhooksSection } from './webhooks-load.mjs';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 100;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function startHelloServer(port) {
  const child = fork(new URL('./hello-server.mjs', import.meta.url), { env: { ...process.env, PORT: String(port) } });
  return new Promise((done, fail) => {
    child.once('message', () => done(child));
    child.once('exit', (code) => fail(new Error(`hello-world server exited with ${code}`)));
  });
}

// The rate limit is lifted: the load figures measure the routes, not the limiter's 429 answers.
const SERVER_ENV = { APP_VARIANT: 'stat', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', SEARCH_RATE_LIMIT_MAX: '1000000000' };

async function withServer(env, work) {
  // A free port each time: a fixed one could answer the health check from another bench's server.
  const server = startApiServer({ port: await freePort(), env: { ...SERVER_ENV, ...env } });
  try {
    await waitForHealth(server, 90_000);
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

async function loadRows(baseUrl, signedInCookie) {
  // A signed-out visitor keeps whatever cookie the first answer set, as a browser would.
  const first = await fetch(`${baseUrl}/api/user`);
  const visitorCookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const targets = [
    ['GET /api/now', `${baseUrl}/api/now`, visitorCookie],
    ['GET /api/user (signed out)', `${baseUrl}/api/user`, visitorCookie],
    ['GET /api/user (signed in)', `${baseUrl}/api/user`, signedInCookie],
    ['GET /api/dictionary', `${baseUrl}/api/dictionary`, visitorCookie],
  ];
  const rows = [];
  for (const [name, url, cookie] of targets) {
    const r = await loadTest(url, { connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers: cookie ? { cookie } : {} });
    rows.push([name, r]);
  }
  return rows;
}

/** The bare Fastify hello-world route, in its own process: the baseline every API figure is read against. */
async function measureHelloBaseline(connections = LOAD_CONNECTIONS) {
  const helloPort = await freePort();
  const hello = await startHelloServer(helloPort);
  try {
    return await loadTest(`http://127.0.0.1:${helloPort}/hello`, { connections, duration: LOAD_SECONDS });
  } finally {
    hello.kill('SIGTERM');
  }
}

/** The same routes on PGlite (the default) and on a throwaway PostgreSQL 15, signed in and out. */
async function loadSection(baseline) {
  console.log(`\n== autocannon: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per route`);
  const results = [['-', 'Fastify hello world (baseline)', baseline]];

  const dataDir = mkdtempSync(join(tmpdir(), 'stat-bench-'));
  try {
    // The first start creates and migrates the database; the rows go in while no server holds it.
    await withServer({ DATA_DIR: dataDir }, async () => undefined);
    const cookie = await insertIntoPglite(join(dataDir, 'pglite'));
    const rows = await withServer({ DATA_DIR: dataDir }, (url) => loadRows(url, cookie));
    results.push(...rows.map(([name, r]) => ['PGlite', name, r]));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgres = await startThrowawayPostgres({ database: 'stat_bench' });
  try {
    const rows = await withServer({ DATABASE_URL: postgres.url }, async (url) => loadRows(url, await insertIntoPostgres(postgres.url)));
    results.push(...rows.map(([name, r]) => ['PostgreSQL', name, r]));
  } finally {
    await postgres.stop();
  }

  printTable(
    ['database', 'route', 'req/s', 'p99', '2xx', 'non-2xx', 'errors', 'timeouts'],
    results.map(([db, name, r]) => [db, name, Math.round(r.requestsPerSecond), `${r.p99Ms} ms`, r.ok, r.non2xx, r.errors, r.timeouts]),
  );
  console.log('(GET /api/user answers 401 error.session.loggedOut to a signed-out visitor: counted as non-2xx.)');
  console.log('Target: signed in >= 50 % of signed out req/s, p99 <= 50 ms, 0 errors, 0 timeouts, on both databases.');
}

if (only === undefined || only === 'web') {
  await webSection({ withServer, printTable, lighthouseRuns: LIGHTHOUSE_RUNS });
}
if (only === undefined || only === 'document') {
  await documentSection({ withServer, printTable, loadSeconds: LOAD_SECONDS });
}
if (only === undefined || only === 'api' || only === 'catalogue' || only === 'load') {
  const baseline = await measureHelloBaseline();
  if (only !== 'catalogue') await loadSection(baseline);
  if (only !== 'load') await catalogueSection({ withServer, printTable, hello: baseline, loadSeconds: LOAD_SECONDS, loadConnections: LOAD_CONNECTIONS });
}
if (only === undefined || only === 'playback') {
  await playbackSection({ withServer, printTable, measureHello: measureHelloBaseline, loadSeconds: LOAD_SECONDS });
}
if (only === undefined || only === 'player') {
  await playerSection({ withServer, printTable });
}
if (only === undefined || only === 'activation') {
  await activationSection({ withServer, printTable, measureHello: measureHelloBaseline, loadSeconds: LOAD_SECONDS });
}
if (only === undefined || only === 'accounts') {
  await accountsSection({ withServer, printTable, measureHello: measureHelloBaseline, loadSeconds: LOAD_SECONDS });
}
if (only === undefined || only === 'billing') {
  await billingSection({ withServer, printTable, loadSeconds: LOAD_SECONDS });
}
if (only === undefined || only === 'webhooks') {
  await webhooksSection({ withServer, printTable, loadSeconds: LOAD_SECONDS });
}
if (only === undefined || only === 'ppv') {
  await ppvSection({ withServer, printTable, loadSeconds: LOAD_SECONDS });
  await ppvSurgeSection({ withServer, printTable });
}
if (only === undefined || only === 'cluster') {
  await clusterSection({ printTable });
}
if (only === undefined || only === 'fuzz') {
  console.log('\n== Fuzz (issue 28 section 3): bench/fuzz.mjs');
  await fuzzSection();
}
