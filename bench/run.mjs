// `npm run bench`: prints figures (never pass/fail) for the home page's first-load JS and CSS,
// a Lighthouse mobile run, and the start-up API calls under load next to a Fastify baseline.
// Expects `npm run build` to have run (the npm script does it). Loopback addresses only.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, waitForHealth } from '../e2e/support/api-server.mjs';
import { loadTest } from './api-load.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { runLighthouse } from './lighthouse.mjs';

const API_PORT = 8190;
const HELLO_PORT = 8191;
const TARGET_FIRST_LOAD_JS_KB = 100;
const TARGET_LIGHTHOUSE_PERFORMANCE = 100;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 50;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files, key) => files.reduce((t, f) => t + f[key], 0);

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function startHelloServer() {
  const child = fork(new URL('./hello-server.mjs', import.meta.url), { env: { ...process.env, PORT: String(HELLO_PORT) } });
  return new Promise((done, fail) => {
    child.once('message', () => done(child));
    child.once('exit', (code) => fail(new Error(`hello-world server exited with ${code}`)));
  });
}

async function firstLoadSection(baseUrl) {
  console.log('\n== First load of the home page (stat variant, gzip level 9)');
  const files = await measureFirstLoad(`${baseUrl}/`);
  const js = files.filter((f) => f.kind === 'js');
  const css = files.filter((f) => f.kind === 'css');
  printTable(
    ['kind', 'files', 'raw', 'gzip', 'target'],
    [
      ['JS', js.length, kb(sum(js, 'raw')), kb(sum(js, 'gzip')), `< ${TARGET_FIRST_LOAD_JS_KB} KB gzip`],
      ['CSS', css.length, kb(sum(css, 'raw')), kb(sum(css, 'gzip')), ''],
    ],
  );
  console.log('\nLargest chunks:');
  const largest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
  printTable(['file', 'raw', 'gzip'], largest.map((f) => [f.path, kb(f.raw), kb(f.gzip)]));
}

async function lighthouseSection(baseUrl) {
  console.log(`\n== Lighthouse 12, mobile, home page: median of ${LIGHTHOUSE_RUNS} runs`);
  const { scores, metrics } = await runLighthouse(`${baseUrl}/`, LIGHTHOUSE_RUNS);
  printTable(
    ['category', 'median', 'runs', 'target'],
    Object.entries(scores).map(([c, s]) => [
      c,
      s.median,
      s.all.join(' '),
      c === 'performance' ? String(TARGET_LIGHTHOUSE_PERFORMANCE) : '',
    ]),
  );
  console.log(
    `median FCP ${Math.round(metrics.fcp)} ms, LCP ${Math.round(metrics.lcp)} ms, ` +
      `TBT ${Math.round(metrics.tbt)} ms, CLS ${metrics.cls.toFixed(3)}`,
  );
}

async function loadSection(baseUrl) {
  console.log(`\n== autocannon: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per route`);
  const hello = await startHelloServer();
  try {
    // One visitor session for all requests, as a browser would keep, rather than a new one each.
    const first = await fetch(`${baseUrl}/api/user`);
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const headers = cookie ? { cookie } : {};
    const targets = [
      ['Fastify hello world (baseline)', `http://127.0.0.1:${HELLO_PORT}/hello`],
      ['GET /api/now', `${baseUrl}/api/now`],
      ['GET /api/user (signed out)', `${baseUrl}/api/user`],
      ['GET /api/dictionary', `${baseUrl}/api/dictionary`],
    ];
    const rows = [];
    for (const [name, url] of targets) {
      const r = await loadTest(url, { connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers });
      rows.push([name, Math.round(r.requestsPerSecond), `${r.p99Ms} ms`, r.ok, r.non2xx, r.errors]);
    }
    printTable(['route', 'req/s', 'p99', '2xx', 'non-2xx', 'errors'], rows);
    console.log('(GET /api/user answers 401 error.session.loggedOut to a signed-out visitor: counted as non-2xx.)');
  } finally {
    hello.kill('SIGTERM');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'stat-bench-'));
// The rate limit is lifted: the load figures measure the routes, not the limiter's 429 answers.
const server = startApiServer({
  port: API_PORT,
  env: { APP_VARIANT: 'stat', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000' },
});
try {
  await waitForHealth(server, 90_000);
  console.log(`bench: API + web (stat) on ${server.url}, PGlite in ${dataDir}`);
  await firstLoadSection(server.url);
  await lighthouseSection(server.url);
  await loadSection(server.url);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
