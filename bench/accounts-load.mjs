// Issue 11's figures: direct accounts (ott) under load on PGlite and on PostgreSQL (Confirm Your
// Password, which runs scrypt on every call, and the account profile beside it), and the ott
// web app's entry and account chunks. Prints tables for a person; never pass/fail.
import { join } from 'node:path';
import { repoRoot } from '../e2e/support/api-server.mjs';
import {
  APP_HEADERS,
  chunkSizes,
  CONNECTIONS,
  LOAD_HEADERS,
  loadAverages,
  loadCells,
  measureRow,
  onBothDatabases,
  WARM_UP_SECONDS,
} from './load-row.mjs';

const ASSETS = join(repoRoot, 'apps/web/dist/ott/assets');
const PASSWORD = 'bench-password-1';
const JSON_HEADERS = { ...APP_HEADERS, 'content-type': 'application/json' };

/** Creates a direct account through Create Account's call; its session's cookie, and the e-mail. */
async function newAccount(baseUrl) {
  const email = `bench-${Date.now()}@stat.test`;
  const answer = await fetch(`${baseUrl}/api/ott/user`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Viewer',
      zipcode: '10001',
      birthDate: '1990-01-01',
      newsletterSubscribed: false,
    }),
  });
  if (!answer.ok) throw new Error(`ott/user answered ${answer.status}: ${await answer.text()}`);
  const cookie = answer.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  return { email, cookie };
}

async function measureServer(baseUrl, seconds) {
  const { email, cookie } = await newAccount(baseUrl);
  const confirm = await measureRow(`${baseUrl}/api/user/authentication`, seconds, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const profile = await measureRow(`${baseUrl}/api/cbs/okta/user/profile`, seconds, { headers: { ...APP_HEADERS, cookie } });
  return [
    ['POST /api/user/authentication (right password: scrypt each call)', confirm],
    ['GET /api/cbs/okta/user/profile', profile],
  ];
}

/** The ott entry and the account pages' lazy chunks. */
const CHUNKS = /^(index|front-door-page|create-account-page|forgot-password-page|reset-password-page|settings-page)-[\w-]+\.js$/;

/**
 * The accounts section. `withServer(env, work)` starts the API server on env and calls
 * work(baseUrl); `measureHello(connections)` loads the hello-world baseline.
 */
export async function accountsSection({ withServer, printTable, measureHello, loadSeconds }) {
  console.log('\n== Accounts (issue 11): Confirm Your Password and the account profile under load, the ott chunks');
  const chunks = chunkSizes(ASSETS, CHUNKS);
  if (chunks.length > 0) {
    console.log(`\nWeb chunks (${ASSETS}, gzip level 9 here; the server sends its own precompressed files):`);
    printTable(['file', 'raw bytes', 'gzip -9 bytes'], chunks);
  } else {
    console.log(`\nNothing built in ${ASSETS}: no chunk figures (npm run build makes them).`);
  }

  const hello = await measureHello(CONNECTIONS);
  const rows = await onBothDatabases({
    withServer,
    name: 'accounts',
    env: { APP_VARIANT: 'ott' },
    measure: (url) => measureServer(url, loadSeconds),
  });
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${loadSeconds} s per row after ${WARM_UP_SECONDS} s unmeasured; ` +
      `hello world at ${CONNECTIONS} connections: ${Math.round(hello.requestsPerSecond)} req/s, p99 ${hello.p99Ms} ms. ` +
      `Load average ${loadAverages()} at the end.`,
  );
  printTable(LOAD_HEADERS, rows.map(loadCells));
  console.log(
    '(load = 1-min load average as the row began. Both rows are one new direct account, made through POST ott/user; ' +
      'every confirmation derives scrypt N=16384, r=8 on the libuv pool, which bounds sign-ins and confirmations alike.)',
  );
}
