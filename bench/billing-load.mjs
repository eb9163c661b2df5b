// Issue 23's figures: purchases per second through the embedded payment gateway (without the
// password step), the p99 of POST user/previewplans, on PGlite and on PostgreSQL, and the ott
// entry chunk beside the billing chunks (which must load on demand); issue 24's: the p99 of
// Settings' subscription details (GET user/subscription, with the transactions) and of a
// transaction's receipt. Prints tables; never pass/fail.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../e2e/support/api-server.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { withPglite, withPostgres } from './api-load.mjs';
import { APP_HEADERS, chunkSizes, CONNECTIONS, LOAD_HEADERS, loadAverages, loadCells, measureRow } from './load-row.mjs';

const ASSETS = join(repoRoot, 'apps/web/dist/ott/assets');
/** Buyers made before the run: each buys once, so this many purchases are measured. */
const BUYERS = Number(process.env.BENCH_PURCHASES ?? 1500);
const JSON_HEADERS = { ...APP_HEADERS, 'content-type': 'application/json' };

/**
 * Signed-in ott viewers, registered, with their session cookies: by default who have never
 * subscribed (not entitled); `entitled` makes viewers who may play.
 */
export async function insertBuyers(run, count, { entitled = false } = {}) {
  const cookies = [];
  for (let index = 0; index < count; index += 1) {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await run(
      "INSERT INTO users (tve_user_id, registered, entitled, email_address, first_name, last_name, legal, optional_attributes, bi) VALUES ($1, true, $3, $2, 'Bench', 'Buyer', true, '{}', '{}')",
      [id, `buyer-${id}@stat.test`, entitled],
    );
    await run('INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, $3)', [
      createHash('sha256').update(token).digest('hex'),
      id,
      new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    ]);
    cookies.push(`stat_sid=${token}`);
  }
  return cookies;
}

/** One-time card tokens from the gateway's own token call, as its card fields make them (the Visa test card). */
export async function cardTokens(baseUrl, count) {
  const fields = await (await fetch(`${baseUrl}/api/payments/fields`, { headers: APP_HEADERS })).json();
  const tokenUrl = new URL('/js/v1/token', fields.scriptUrl);
  const tokens = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: fields.publicKey, number: '4111111111111111', month: '12', year: '2030', cvv: '123', first_name: 'Bench', last_name: 'Buyer', postal_code: '10001' }),
    });
    if (!answer.ok) throw new Error(`token call answered ${answer.status}: ${await answer.text()}`);
    tokens.push((await answer.json()).id);
  }
  return tokens;
}

/**
 * Every buyer but the last buys Premium monthly once, as fast as 50 connections go; then previews
 * under load. The last buys Essential annual (charged today: an invoice and its charge), then its
 * Settings are read under load: the details with the transactions, and the charge's receipt.
 */
async function measureServer(baseUrl, everyBuyer, seconds) {
  const cookies = everyBuyer.slice(0, -1);
  const reader = everyBuyer.at(-1);
  const tokens = await cardTokens(baseUrl, everyBuyer.length);
  const readerToken = tokens.pop();
  let next = 0;
  const loadBefore = loadavg()[0];
  const result = await autocannon({
    url: `${baseUrl}/api/user/subscription/bacon`,
    connections: CONNECTIONS,
    amount: cookies.length,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const index = next++;
          return {
            ...request,
            headers: { ...JSON_HEADERS, cookie: cookies[index], 'idempotency-key': randomUUID() },
            body: JSON.stringify({ recurlyToken: tokens[index], paymentMethod: 'Card', productCode: 'STAT_PREMIUM_MONTHLY' }),
          };
        },
      },
    ],
  });
  const purchases = {
    loadBefore,
    requestsPerSecond: result.requests.total / Math.max(0.001, result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code} × ${count}`).join(', '),
    failed: result.errors + result.timeouts,
  };
  // A viewer who has bought previews another plan with a coupon: the gateway's preview each call.
  const preview = await measureRow(`${baseUrl}/api/user/previewplans`, seconds, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: cookies[0] },
    body: JSON.stringify({ plans: ['STAT_PREMIUM_ANNUAL'], couponCode: 'ANNUAL20' }),
  });
  const bought = await fetch(`${baseUrl}/api/user/subscription/bacon`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: reader, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ recurlyToken: readerToken, paymentMethod: 'Card', productCode: 'STAT_ESSENTIAL_ANNUAL' }),
  });
  if (!bought.ok) throw new Error(`the reader's purchase answered ${bought.status}: ${await bought.text()}`);
  const readerHeaders = { ...APP_HEADERS, cookie: reader };
  const details = await (await fetch(`${baseUrl}/api/user/subscription`, { headers: readerHeaders })).json();
  const charge = details.transactions.find((transaction) => transaction.type === 'purchase');
  const detailsRow = await measureRow(`${baseUrl}/api/user/subscription`, seconds, { headers: readerHeaders });
  const receiptRow = await measureRow(`${baseUrl}/api/user/transactions/${charge.id}/receipt`, seconds, { headers: readerHeaders });
  return [
    [`POST /api/user/subscription/bacon (${cookies.length} purchases, one each)`, purchases],
    ['POST /api/user/previewplans (ANNUAL20)', preview],
    [`GET /api/user/subscription (details, ${details.transactions.length} transactions)`, detailsRow],
    ['GET /api/user/transactions/{id}/receipt (a charge)', receiptRow],
  ];
}

/** The ott entry, and every chunk with billing code (they must not be the entry). */
function bundleRows() {
  let names = [];
  try {
    names = readdirSync(ASSETS);
  } catch {
    return [];
  }
  const billing = names.filter((name) => /^(checkout|continue-purchase|payment-fields|card-fields|billing)[\w-]*\.js$/.test(name));
  const pattern = new RegExp(`^(index-[\\w-]+\\.js|${billing.map((name) => name.replace(/[.]/g, '\\.')).join('|') || '$^'})$`);
  return chunkSizes(ASSETS, pattern);
}

export async function billingSection({ withServer, printTable, loadSeconds }) {
  console.log('\n== Billing (issues 23, 24): purchases through the embedded gateway, plan previews, Settings’ details and receipts, the ott bundle');
  const chunks = bundleRows();
  if (chunks.length > 0) {
    console.log(`\nWeb chunks (${ASSETS}, gzip level 9 here): the entry (index-*) and the billing chunks, loaded on demand:`);
    printTable(['file', 'raw bytes', 'gzip -9 bytes'], chunks);
  } else {
    console.log(`\nNothing built in ${ASSETS}: no chunk figures (npm run build makes them).`);
  }

  const env = { APP_VARIANT: 'ott' };
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'stat-bench-billing-'));
  try {
    const pgliteEnv = { ...env, DATA_DIR: dataDir };
    await withServer(pgliteEnv, async () => undefined);
    const cookies = await withPglite(join(dataDir, 'pglite'), (run) => insertBuyers(run, BUYERS + 1));
    rows.push(...(await withServer(pgliteEnv, (url) => measureServer(url, cookies, loadSeconds))).map((row) => ['PGlite', ...row]));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await startThrowawayPostgres({ database: 'stat_bench_billing' });
  try {
    const measured = await withServer({ ...env, DATABASE_URL: postgres.url }, async (url) =>
      measureServer(url, await withPostgres(postgres.url, (run) => insertBuyers(run, BUYERS + 1)), loadSeconds),
    );
    rows.push(...measured.map((row) => ['PostgreSQL', ...row]));
  } finally {
    await postgres.stop();
  }
  console.log(`\nLoad: autocannon, ${CONNECTIONS} connections. Load average ${loadAverages()} at the end.`);
  printTable(LOAD_HEADERS, rows.map(loadCells));
  console.log(
    '(Each purchase is a new viewer buying Premium monthly with a Visa token made by the gateway’s token call beforehand: ' +
      'the idempotency key taken and stored, the gateway’s account, billing info, subscription, invoice and verification written, ' +
      'the user updated and a receipt mailed to the outbox. No password step: it is scrypt, measured in the accounts section.)',
  );
}
