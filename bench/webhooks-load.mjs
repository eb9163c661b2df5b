// Issue 24 section 5's figures: the gateway's webhook notifications handled per second by the
// API's route (signed deliveries, each a new notification: the signature checked, the
// notification claimed once, the account read again from the embedded gateway, the user
// updated), and deliveries of a notification already handled (acknowledged only), on PGlite and
// on PostgreSQL. Prints tables; never pass/fail.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { cardTokens, insertBuyers } from './billing-load.mjs';
import { APP_HEADERS, CONNECTIONS, LOAD_HEADERS, loadAverages, loadCells, measureRow, onBothDatabases } from './load-row.mjs';

/** Subscribers the notifications are about. */
const SUBSCRIBERS = Number(process.env.BENCH_WEBHOOK_SUBSCRIBERS ?? 50);
/** The server's webhook key (RECURLY_WEBHOOK_KEY), so the bench signs as the gateway does. */
const KEY = randomBytes(32).toString('hex');

/** Recurly's signature header, as lib/webhook-signature.ts makes it: `<ms>,<hex HMAC-SHA256 of "<ms>.<body>">`. */
const sign = (body) => {
  const at = Date.now();
  return `${at},${createHmac('sha256', KEY).update(`${at}.${body}`).digest('hex')}`;
};

const notification = (accountCode, id = randomUUID().replaceAll('-', '').slice(0, 24)) =>
  JSON.stringify({ id, object_type: 'subscription', event_type: 'renewed', account_code: accountCode, uuid: randomUUID().replaceAll('-', ''), event_time: new Date().toISOString() });

/** Each buyer subscribes (Premium monthly, a Visa token) so the gateway has an account to read; answers their ids. */
async function subscribeAll(baseUrl, cookies) {
  const tokens = await cardTokens(baseUrl, cookies.length);
  const ids = [];
  for (const [index, cookie] of cookies.entries()) {
    const headers = { ...APP_HEADERS, 'content-type': 'application/json', cookie };
    const bought = await fetch(`${baseUrl}/api/user/subscription/bacon`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ recurlyToken: tokens[index], paymentMethod: 'Card', productCode: 'STAT_PREMIUM_MONTHLY' }),
    });
    if (!bought.ok) throw new Error(`purchase answered ${bought.status}: ${await bought.text()}`);
    ids.push((await (await fetch(`${baseUrl}/api/user`, { headers })).json()).tveUserId);
  }
  return ids;
}

async function measureServer(baseUrl, cookies, seconds) {
  const accounts = await subscribeAll(baseUrl, cookies);
  const url = `${baseUrl}/api/billing/webhooks`;
  let next = 0;
  const fresh = await measureRow(url, seconds, {
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const body = notification(accounts[next++ % accounts.length]);
          return { ...request, headers: { 'content-type': 'application/json', 'recurly-signature': sign(body) }, body };
        },
      },
    ],
  });
  // One notification delivered again and again (a gateway retrying one that was handled).
  const handled = notification(accounts[0]);
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'recurly-signature': sign(handled) }, body: handled });
  const again = await measureRow(url, seconds, {
    method: 'POST',
    requests: [{ setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'recurly-signature': sign(handled) }, body: handled }) }],
  });
  return [
    [`POST /api/billing/webhooks (new notifications, ${accounts.length} subscribers)`, fresh],
    ['POST /api/billing/webhooks (one already handled)', again],
  ];
}

export async function webhooksSection({ withServer, printTable, loadSeconds }) {
  console.log('\n== Webhooks (issue 24 section 5): signed gateway notifications handled by the API');
  const rows = await onBothDatabases({
    withServer,
    name: 'webhooks',
    env: { APP_VARIANT: 'ott', RECURLY_WEBHOOK_KEY: KEY },
    prepare: (run) => insertBuyers(run, SUBSCRIBERS),
    measure: (url, cookies) => measureServer(url, cookies, loadSeconds),
  });
  console.log(`\nLoad: autocannon, ${CONNECTIONS} connections. Load average ${loadAverages()} at the end.`);
  printTable(LOAD_HEADERS, rows.map(loadCells));
  console.log(
    '(A new notification: the recurly-signature HMAC checked on the raw body, the notification claimed in billing_webhooks, ' +
      'the account read again from the embedded gateway through the recurly client (subscriptions and account), the user written. ' +
      'One already handled: the signature and one failed insert, acknowledged.)',
  );
}
