// What the load sections share: the web app's headers, one autocannon row after its warm-up, and
// the same rows on PGlite and on PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { insertSignedInSession, withPglite, withPostgres } from './api-load.mjs';

/** Connections per row of the playback and activation sections. */
export const CONNECTIONS = 50;
// The web app's API wrapper sends these (STAT_HEADERS in packages/contracts, APP_HEADERS in the
// API's tests); the CSRF guard wants sec-fetch-site and the app version on a browser's POST.
export const APP_HEADERS = {
  'sec-fetch-site': 'same-origin',
  'x-stat-appversion': '3.2.7',
  'x-stat-contentversion': 'STAT',
  'x-stat-displaytype': 'WEB',
};
// Unmeasured load before each row: a just-started server runs PGlite's WebAssembly and its own
// JavaScript on baseline code until use tiers it up (catalogue-load.mjs saw it double latencies).
export const WARM_UP_SECONDS = 2;

/** The 1, 5 and 15 minute load averages, for a table's caption. */
export const loadAverages = () => loadavg().map((n) => n.toFixed(1)).join(' ');

/**
 * autocannon on one URL; p50 and p99 are autocannon's (1 ms resolution). The whole URL, never a
 * `path` option beside it: autocannon ignores that and asks for `/` (the SPA document, 200 too),
 * hence the bytes per answer.
 */
export async function measureRow(url, seconds, options = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
  // Other work on a shared machine moves these figures: each row says how busy it was as it began.
  const loadBefore = loadavg()[0];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  return {
    loadBefore,
    requestsPerSecond: result.requests.average,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    megabytesPerSecond: result.throughput.average / 1e6,
    statusCodes: Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code} × ${count}`).join(', '),
    failed: result.errors + result.timeouts,
  };
}

/**
 * `measure(baseUrl, prepared)`'s rows on a fresh PGlite and on a throwaway PostgreSQL, each row
 * headed by its database. `prepare(run)` writes the rows the measure needs (by default a signed-in
 * authorized viewer's session, whose cookie it answers) while no server holds the database. `env`
 * is the server's environment beside its database; `name` tells the temporary folder and
 * database apart. `check(run)`, when given, reads the database once its server has stopped and
 * answers more rows (what the run left: the surge's double charges). `envs`, when given, are
 * settings to measure one after the other on the same database: a server each, on `env` and that
 * setting, `measure(baseUrl, prepared, setting)` its rows.
 */
export async function onBothDatabases({ withServer, name, env = {}, envs = [{}], measure, prepare = insertSignedInSession, check }) {
  const rows = [];
  // `prepared()` is called inside the first server: PostgreSQL's rows go in once it has migrated and seeded.
  const measureEach = async (databaseEnv, prepared) => {
    const measured = [];
    let done;
    for (const setting of envs) {
      measured.push(...(await withServer({ ...env, ...databaseEnv, ...setting }, async (url) => measure(url, await (done ??= prepared()), setting))));
    }
    return measured;
  };
  const dataDir = mkdtempSync(join(tmpdir(), `stat-bench-${name}-`));
  try {
    const pgliteEnv = { DATA_DIR: dataDir };
    // The first start creates, migrates and seeds the database; the rows go in while no server holds it.
    await withServer({ ...env, ...pgliteEnv }, async () => undefined);
    const prepared = await withPglite(join(dataDir, 'pglite'), prepare);
    rows.push(...(await measureEach(pgliteEnv, async () => prepared)).map((row) => ['PGlite', ...row]));
    if (check) rows.push(...(await withPglite(join(dataDir, 'pglite'), check)).map((row) => ['PGlite', ...row]));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await startThrowawayPostgres({ database: `stat_bench_${name}` });
  try {
    const measured = await measureEach({ DATABASE_URL: postgres.url }, () => withPostgres(postgres.url, prepare));
    rows.push(...measured.map((row) => ['PostgreSQL', ...row]));
    if (check) rows.push(...(await withPostgres(postgres.url, check)).map((row) => ['PostgreSQL', ...row]));
  } finally {
    await postgres.stop();
  }
  return rows;
}

/**
 * The server's SERVER_RENDER settings the bench compares (issue 27): `off`, the client-rendered
 * document (before), and `on`, the server-rendered page (after, the default).
 */
export const SERVER_RENDER_MODES = [{ SERVER_RENDER: 'off' }, { SERVER_RENDER: 'on' }];
/** A SERVER_RENDER_MODES setting as a table shows it. */
export const modeLabel = ({ SERVER_RENDER }) => (SERVER_RENDER === 'off' ? 'off (before)' : 'on (after)');

/** gzip -9 bytes of `bytes`, as the bench's chunk tables count them. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The columns of a load table, and one row's cells from `[database, route, measureRow result]`. */
export const LOAD_HEADERS = ['database', 'route', 'req/s', 'p50', 'p99', 'status codes', 'errors', 'load'];
export const loadCells = ([database, route, r]) => [
  database,
  route,
  Math.round(r.requestsPerSecond),
  `${r.p50} ms`,
  `${r.p99} ms`,
  r.statusCodes,
  r.failed,
  r.loadBefore.toFixed(1),
];

/**
 * `[file, raw bytes, gzip -9 bytes]` of the built files in `assetsDir` whose names match
 * `pattern`, by name; none when nothing is built there.
 */
export function chunkSizes(assetsDir, pattern) {
  let files;
  try {
    files = readdirSync(assetsDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(assetsDir, file));
      return [file, bytes.length, gzipSize(bytes)];
    });
}
