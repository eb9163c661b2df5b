// Issue 10's figures: device activation (RFC 8628) under load on PGlite and on PostgreSQL (a TV
// asking for codes, a TV polling a code nobody has approved yet, `GET /api/user` with a TV's
// bearer token next to the browser's cookie), and the web app's lazy activation chunk. Prints
// tables for a person; never pass/fail.
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

const CLIENT_ID = 'roku';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ASSETS = join(repoRoot, 'apps/web/dist/stat/assets');

/** A TV's form POST; the JSON answer, or a throw with the status and body. */
async function postForm(url, fields) {
  const answer = await fetch(url, { method: 'POST', headers: FORM, body: new URLSearchParams(fields) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** The whole activation a viewer and a TV go through: the TV's code, the browser's approval, the TV's token. */
async function tvToken(baseUrl, cookie) {
  const codes = await postForm(`${baseUrl}/api/device/code`, { client_id: CLIENT_ID });
  const approval = await fetch(`${baseUrl}/api/device/activate/${codes.user_code}`, {
    method: 'POST',
    headers: { ...APP_HEADERS, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ platform: CLIENT_ID }),
  });
  if (!approval.ok) throw new Error(`activation answered ${approval.status}: ${await approval.text()}`);
  // The code's first poll: no interval to keep yet, so no slow_down.
  const token = await postForm(`${baseUrl}/api/device/token`, { grant_type: GRANT_TYPE, device_code: codes.device_code, client_id: CLIENT_ID });
  return token.access_token;
}

/** The four rows on one running server, for the viewer whose browser session `cookie` opens. */
async function measureServer(baseUrl, cookie, seconds) {
  // Before the code row floods the table: the TV's token is one of its devices' sessions.
  const bearer = await tvToken(baseUrl, cookie);
  const code = await measureRow(`${baseUrl}/api/device/code`, seconds, { method: 'POST', headers: FORM, body: `client_id=${CLIENT_ID}` });

  // One code nobody approves, polled by every connection: RFC 8628's errors, counted from the bodies.
  const { device_code: deviceCode } = await postForm(`${baseUrl}/api/device/code`, { client_id: CLIENT_ID });
  const errors = new Map();
  const poll = await measureRow(`${baseUrl}/api/device/token`, seconds, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ grant_type: GRANT_TYPE, device_code: deviceCode, client_id: CLIENT_ID }).toString(),
    requests: [
      {
        onResponse: (_status, body) => {
          const error = /"error":"(\w+)"/.exec(body)?.[1] ?? 'token';
          errors.set(error, (errors.get(error) ?? 0) + 1);
        },
      },
    ],
  });
  // The warm-up's polls are in the counts too: the split, not the totals, is what they tell.
  poll.statusCodes += ` (${[...errors].map(([error, n]) => `${error} ${n}`).join(', ')}, warm-up included)`;

  const asTv = await measureRow(`${baseUrl}/api/user`, seconds, { headers: { authorization: `Bearer ${bearer}` } });
  const asBrowser = await measureRow(`${baseUrl}/api/user`, seconds, { headers: { cookie } });
  return [
    ['POST /api/device/code', code],
    ['POST /api/device/token (one pending code)', poll],
    ['GET /api/user (TV, bearer token)', asTv],
    ['GET /api/user (browser, cookie)', asBrowser],
  ];
}

/** The lazy activation dialog's chunk and the entry. */
const CHUNKS = /^(activation-dialog|index)-[\w-]+\.js$/;

/**
 * The activation section. `withServer(env, work)` starts the API server on env and calls
 * work(baseUrl); `measureHello(connections)` loads the hello-world baseline.
 */
export async function activationSection({ withServer, printTable, measureHello, loadSeconds }) {
  console.log('\n== Activation (issue 10): the device flow (RFC 8628) under load, a TV\'s bearer token, the activation chunk');
  const chunks = chunkSizes(ASSETS, CHUNKS);
  if (chunks.some(([file]) => file.startsWith('activation-dialog-'))) {
    console.log(`\nWeb chunks (${ASSETS}, gzip level 9 here; the server sends its own precompressed files):`);
    printTable(['file', 'raw bytes', 'gzip -9 bytes'], chunks);
  } else {
    console.log(`\nNo activation-dialog-*.js in ${ASSETS}: no chunk figures (npm run build makes them).`);
  }

  const hello = await measureHello(CONNECTIONS);
  const rows = await onBothDatabases({ withServer, name: 'activation', measure: (url, cookie) => measureServer(url, cookie, loadSeconds) });

  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${loadSeconds} s per row after ${WARM_UP_SECONDS} s unmeasured; ` +
      `client_id ${CLIENT_ID}; hello world at ${CONNECTIONS} connections: ${Math.round(hello.requestsPerSecond)} req/s, ` +
      `p99 ${hello.p99Ms} ms. Load average ${loadAverages()} at the end.`,
  );
  printTable(LOAD_HEADERS, rows.map(loadCells));
  console.log(
    '(load = 1-min load average as the row began. Every 200 of device/code writes a new code row. The token row polls one ' +
      'code from every connection: each poll locks and updates that row, and all but the first are slow_down. Both user rows ' +
      'are the same registered viewer: the TV through its device session, the browser through its cookie session.)',
  );
}
