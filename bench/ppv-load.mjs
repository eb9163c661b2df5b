// Issue 25 sections 1 and 2's figure: GET /api/ppv/state under load, as the polling crowd of a
// fight night hits it (the same answer for everyone, built at most once a second), fresh and
// revalidated with its ETag (304), on PGlite and on PostgreSQL (the call reads no table: the
// figures should match). Section 3's: the surge of late buyers, 500 distinct buyers purchasing
// within 10 s while 200 earlier buyers start the pay-per-view channel, with the double charges
// (purchases against the gateway's transactions, must be 0). Prints tables; never pass/fail.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../e2e/support/api-server.mjs';
import { cardTokens, insertBuyers } from './billing-load.mjs';
import { APP_HEADERS, CONNECTIONS, LOAD_HEADERS, loadAverages, loadCells, measureRow, onBothDatabases } from './load-row.mjs';

const SURGE_BUYERS = Number(process.env.BENCH_PPV_BUYERS ?? 500);
const SURGE_WATCHERS = Number(process.env.BENCH_PPV_WATCHERS ?? 200);
const SURGE_SECONDS = 10;
const JSON_HEADERS = { ...APP_HEADERS, 'content-type': 'application/json' };

async function measureServer(baseUrl, seconds) {
  const url = `${baseUrl}/api/ppv/state`;
  const etag = (await fetch(url)).headers.get('etag');
  const fresh = await measureRow(url, seconds);
  const revalidated = await measureRow(url, seconds, { headers: { 'if-none-match': etag } });
  return [
    ['GET /api/ppv/state', fresh],
    ['GET /api/ppv/state (If-None-Match: 304)', revalidated],
  ];
}

export async function ppvSection({ withServer, printTable, loadSeconds }) {
  console.log('\n== Pay-per-view (issue 25 sections 1 and 2): the event state every client polls');
  const rows = await onBothDatabases({
    withServer,
    name: 'ppv',
    prepare: async () => undefined,
    measure: (url) => measureServer(url, loadSeconds),
  });
  console.log(`\nLoad: autocannon, ${CONNECTIONS} connections. Load average ${loadAverages()} at the end.`);
  printTable(LOAD_HEADERS, rows.map(loadCells));
  console.log('(Public, Cache-Control max-age up to 5 s: behind a CDN most of a crowd never reaches the server; these are the misses.)');
}

/**
 * The seed event moved so that now is an hour into its broadcast (the live phase: on sale to late
 * buyers, the channel on), written to `dir`: the server's PPV_EVENT_FILE, for both databases.
 */
export function liveEventFile(dir) {
  const event = JSON.parse(readFileSync(join(repoRoot, 'apps/api/seed/ppv-event.json'), 'utf8'));
  const shift = Date.now() - 3600_000 - Date.parse(event.doorsAt);
  for (const key of ['doorsAt', 'mainEventAt', 'endsAt']) event[key] = new Date(Date.parse(event[key]) + shift).toISOString();
  const file = join(dir, 'ppv-event.json');
  writeFileSync(file, JSON.stringify(event));
  return { file, productId: event.productId, name: event.name, mainEventAt: event.mainEventAt };
}

/** One autocannon run of `amount` requests at `rate` a second, each its own (setupRequest), as a row. */
async function burst(url, { amount, rate, method = 'GET', request }) {
  let next = 0;
  const loadBefore = loadavg()[0];
  const result = await autocannon({
    url,
    method,
    amount,
    overallRate: rate,
    connections: Math.min(CONNECTIONS, amount),
    timeout: 30,
    requests: [{ setupRequest: (base) => ({ ...base, ...request(next++) }) }],
  });
  return {
    loadBefore,
    requestsPerSecond: result.requests.total / Math.max(0.001, result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code} × ${count}`).join(', '),
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The surge against any running site at `baseUrl` (one server, or nginx in front of several:
 * cluster-load.mjs): the buyers' purchases and the watchers' starts of the channel, as two rows.
 */
export async function measureSurge(baseUrl, { buyers, watchers }, event) {
  const tokens = await cardTokens(baseUrl, buyers.length);
  const [purchases, starts] = await Promise.all([
    burst(`${baseUrl}/api/user/ppv/bacon/purchase`, {
      amount: buyers.length,
      rate: Math.ceil(buyers.length / SURGE_SECONDS),
      method: 'POST',
      request: (index) => ({
        headers: { ...JSON_HEADERS, cookie: buyers[index], 'idempotency-key': randomUUID() },
        body: JSON.stringify({ productId: event.productId, recurlyToken: tokens[index], paymentMethod: 'Card' }),
      }),
    }),
    burst(`${baseUrl}/api/ppv/channel/startplay/format/CLEARKEY/at/0`, {
      amount: watchers.length,
      rate: Math.ceil(watchers.length / SURGE_SECONDS),
      request: (index) => ({ headers: { ...APP_HEADERS, cookie: watchers[index] } }),
    }),
  ]);
  return [
    [`POST /api/user/ppv/bacon/purchase (${buyers.length} buyers, one each, in ${SURGE_SECONDS} s)`, purchases],
    [`GET /api/ppv/channel/startplay/format/CLEARKEY/at/0 (${watchers.length} earlier buyers, alongside)`, starts],
  ];
}

/** The earlier buyers (paid before the surge, as an import would leave them), then the surge's buyers; their cookies. */
export function prepareSurge(event) {
  return async (run) => {
    const watchers = await insertBuyers(run, SURGE_WATCHERS);
    await run(
      `INSERT INTO ppv_purchases (id, tve_user_id, product_id, status, description, event_date, amount_in_cents, payment_method, paid_at)
       SELECT gen_random_uuid(), tve_user_id, $1, 'paid', $2, $3, 0, 'bench', now() FROM users WHERE email_address LIKE 'buyer-%'`,
      [event.productId, event.name, event.mainEventAt],
    );
    return { watchers, buyers: await insertBuyers(run, SURGE_BUYERS) };
  };
}

/** What the surge left: purchases paid through the gateway against its successful charges, and accounts charged twice. */
export async function checkSurge(run) {
  const count = async (sql) => Number((await run(sql)).rows[0].n);
  const purchases = await count("SELECT count(*) AS n FROM ppv_purchases WHERE status = 'paid' AND invoice_id IS NOT NULL");
  const charges = await count("SELECT count(*) AS n FROM gateway_transactions WHERE type = 'purchase' AND success");
  const twice = await count("SELECT count(*) AS n FROM (SELECT account_id FROM gateway_transactions WHERE type = 'purchase' AND success GROUP BY account_id HAVING count(*) > 1) AS doubled");
  const pending = await count("SELECT count(*) AS n FROM ppv_purchases WHERE status = 'pending'");
  return [['surge check', { check: true, purchases, charges, twice, pending }]];
}

export async function ppvSurgeSection({ withServer, printTable }) {
  console.log(`\n== Pay-per-view (issue 25 section 3): the surge, ${SURGE_BUYERS} buyers in ${SURGE_SECONDS} s while ${SURGE_WATCHERS} start the channel, live phase`);
  const dir = mkdtempSync(join(tmpdir(), 'stat-bench-ppv-surge-'));
  try {
    const event = liveEventFile(dir);
    const rows = await onBothDatabases({
      withServer,
      name: 'ppv_surge',
      env: { PPV_EVENT_FILE: event.file },
      prepare: prepareSurge(event),
      measure: (url, prepared) => measureSurge(url, prepared, event),
      check: checkSurge,
    });
    printTable(LOAD_HEADERS, rows.filter((row) => !row[2].check).map(loadCells));
    printTable(
      ['database', 'purchases paid', 'gateway charges', 'accounts charged twice', 'double charges', 'claims left pending'],
      rows.filter((row) => row[2].check).map(([database, , c]) => [database, c.purchases, c.charges, c.twice, c.charges - c.purchases, c.pending]),
    );
    console.log('(errors: connection errors, timeouts and non-2xx answers; start-play is a buyer’s start of the channel (manifests and a licence token). Double charges must be 0.)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

