// Issue 25's surge figure: fight night's late buyers. 500 distinct viewers buy the pay-per-view
// within 10 s (50 a second, each with a new card token from the gateway's token call) while 200
// earlier buyers start the pay-per-view channel (20 a second), in the live phase; then every
// purchase is sent again with its Idempotency-Key, as a client's retries would. Prints errors,
// double charges (charges at the gateway beyond one per buyer: must be 0), and p50/p99 of the
// purchase and of start-play, on PGlite and on PostgreSQL. Never pass/fail.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../e2e/support/api-server.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { withPglite, withPostgres } from './api-load.mjs';
import { cardTokens } from './billing-load.mjs';
import { APP_HEADERS } from './load-row.mjs';

const BUYERS = Number(process.env.BENCH_PPV_BUYERS ?? 500);
const WATCHERS = Number(process.env.BENCH_PPV_WATCHERS ?? 200);
const SURGE_SECONDS = 10;
const PRODUCT_ID = JSON.parse(readFileSync(join(repoRoot, 'apps/api/seed/ppv-event.json'), 'utf8')).productId;
const JSON_HEADERS = { ...APP_HEADERS, 'content-type': 'application/json' };

/** Signed-in viewers as the provider's sign-in leaves them (registered, entitled), with their session cookies and ids. */
async function insertViewers(run, count, prefix) {
  const viewers = [];
  for (let index = 0; index < count; index += 1) {
    const token = randomBytes(32).toString('base64url');
    const id = `${prefix}-${randomUUID()}`;
    await run(
      "INSERT INTO users (tve_user_id, registered, entitled, email_address, first_name, last_name, legal, optional_attributes, bi) VALUES ($1, true, true, $2, 'Bench', 'Viewer', true, '{}', '{}')",
      [id, `${id}@stat.test`],
    );
    await run('INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, $3)', [
      createHash('sha256').update(token).digest('hex'),
      id,
      new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    ]);
    viewers.push({ id, cookie: `stat_sid=${token}` });
  }
  return viewers;
}

/** The buyers to come, and the watchers, who bought earlier (their purchase rows, as the purchase writes them). */
async function prepare(run) {
  const buyers = await insertViewers(run, BUYERS, 'surge-buyer');
  const watchers = await insertViewers(run, WATCHERS, 'surge-watcher');
  for (const { id } of watchers) {
    await run(
      "INSERT INTO ppv_purchases (id, tve_user_id, product_id, status, description, event_date, amount_in_cents, payment_method, invoice_id, order_number, paid_at) VALUES ($1, $2, $3, 'paid', 'Bench', now(), 7999, 'VISA X-1111 EXP 12/2030', $4, $5, now())",
      [randomUUID(), id, PRODUCT_ID, `bench-${id}`, `B-${id.slice(-8)}`],
    );
  }
  return { buyers, watchers };
}

/** Charges at the gateway beyond one per buyer, and buyers without a paid purchase. */
async function audit(run, buyers) {
  const ids = buyers.map((buyer) => buyer.id);
  const charges = await run(
    `SELECT a.code, count(*)::int AS charges FROM gateway_transactions t JOIN gateway_accounts a ON a.id = t.account_id
      WHERE t.type = 'purchase' AND t.success AND a.code = ANY($1) GROUP BY a.code`,
    [ids],
  );
  const paid = await run("SELECT count(*)::int AS paid FROM ppv_purchases WHERE status = 'paid' AND tve_user_id = ANY($1)", [ids]);
  const doubleCharges = charges.rows.reduce((total, row) => total + Math.max(0, row.charges - 1), 0);
  return { doubleCharges, paid: paid.rows[0].paid, charged: charges.rows.length };
}

const percentiles = (result) => ({ p50: result.latency.p50, p99: result.latency.p99 });
const codes = (result) => Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code} × ${count}`).join(', ');

/** One request per item, at `perSecond`, each built by `build(item)`. */
function paced(url, items, perSecond, build) {
  let next = 0;
  return autocannon({
    url,
    connections: 50,
    amount: items.length,
    overallRate: perSecond,
    requests: [{ setupRequest: (request) => ({ ...request, ...build(items[next++]) }) }],
  });
}

async function measureServer(baseUrl, { buyers, watchers }) {
  const tokens = await cardTokens(baseUrl, buyers.length);
  const purchases = buyers.map((buyer, index) => ({ ...buyer, key: randomUUID(), token: tokens[index] }));
  const purchase = (buyer) => ({
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: buyer.cookie, 'idempotency-key': buyer.key },
    body: JSON.stringify({ productId: PRODUCT_ID, recurlyToken: buyer.token, paymentMethod: 'Card' }),
  });
  const loadBefore = loadavg()[0];
  const [bought, started] = await Promise.all([
    paced(`${baseUrl}/api/user/ppv/bacon/purchase`, purchases, BUYERS / SURGE_SECONDS, purchase),
    paced(`${baseUrl}/api/ppv/channel/startplay/format/clearkey/at/0`, watchers, WATCHERS / SURGE_SECONDS, (watcher) => ({
      method: 'GET',
      headers: { ...APP_HEADERS, cookie: watcher.cookie },
    })),
  ]);
  // Every client retries once with the same key: each must replay its answer, never charge again.
  const retried = await paced(`${baseUrl}/api/user/ppv/bacon/purchase`, purchases, BUYERS / SURGE_SECONDS, purchase);
  return { loadBefore, bought, started, retried };
}

/** The night's clock in the live phase, as an operator moves it (`npm run ppv -- --phase live`). */
function liveNow(dataDir) {
  execFileSync('npm', ['run', '--silent', 'ppv', '--', '--phase', 'live'], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' });
}

export async function ppvSurgeSection({ withServer, printTable }) {
  console.log(`\n== Pay-per-view surge (issue 25): ${BUYERS} buyers within ${SURGE_SECONDS} s while ${WATCHERS} buyers start the channel, then every purchase retried`);
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'stat-bench-ppv-surge-'));
  try {
    liveNow(dataDir);
    const env = { DATA_DIR: dataDir };
    await withServer(env, async () => undefined);
    const prepared = await withPglite(join(dataDir, 'pglite'), prepare);
    const measured = await withServer(env, (url) => measureServer(url, prepared));
    const checked = await withPglite(join(dataDir, 'pglite'), (query) => audit(query, prepared.buyers));
    rows.push(['PGlite', measured, checked]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await startThrowawayPostgres({ database: 'stat_bench_ppv_surge' });
  const pgDataDir = mkdtempSync(join(tmpdir(), 'stat-bench-ppv-surge-pg-'));
  try {
    liveNow(pgDataDir);
    const env = { DATA_DIR: pgDataDir, DATABASE_URL: postgres.url };
    let prepared;
    const measured = await withServer(env, async (url) => measureServer(url, (prepared = await withPostgres(postgres.url, prepare))));
    const checked = await withPostgres(postgres.url, (query) => audit(query, prepared.buyers));
    rows.push(['PostgreSQL', measured, checked]);
  } finally {
    await postgres.stop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
  printTable(
    ['database', 'call', 'requests', 'p50', 'p99', 'status codes', 'errors', 'load'],
    rows.flatMap(([database, { loadBefore, bought, started, retried }]) => [
      [database, `POST user/ppv/bacon/purchase (${BUYERS} buyers)`, bought.requests.total, `${percentiles(bought).p50} ms`, `${percentiles(bought).p99} ms`, codes(bought), bought.errors + bought.timeouts, loadBefore.toFixed(1)],
      [database, `GET ppv/channel/startplay (${WATCHERS} buyers)`, started.requests.total, `${percentiles(started).p50} ms`, `${percentiles(started).p99} ms`, codes(started), started.errors + started.timeouts, ''],
      [database, 'POST user/ppv/bacon/purchase (every one retried, same key)', retried.requests.total, `${percentiles(retried).p50} ms`, `${percentiles(retried).p99} ms`, codes(retried), retried.errors + retried.timeouts, ''],
    ]),
  );
  printTable(
    ['database', 'buyers charged', 'paid purchases', 'double charges (must be 0)'],
    rows.map(([database, , checked]) => [database, checked.charged, checked.paid, checked.doubleCharges]),
  );
}
