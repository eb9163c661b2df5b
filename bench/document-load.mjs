// Issue 27's document throughput: `GET /` as a browser asks for it (Accept: text/html, brotli and
// gzip accepted), signed out and signed in, on PGlite and on PostgreSQL, with the server's
// SERVER_RENDER off (today's client-rendered document, before) and on (the page rendered into
// it, after), side by side, and the ratio on/off. Prints tables for a person; never pass/fail.
import { CONNECTIONS, LOAD_HEADERS, loadAverages, loadCells, measureRow, modeLabel, onBothDatabases, SERVER_RENDER_MODES, WARM_UP_SECONDS } from './load-row.mjs';

// What Chromium sends with a navigation, as far as the server reads it.
const DOCUMENT_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};
/** Issue 27: server rendering must not cost more than half of the client-rendered document's throughput. */
const MIN_RATIO = 0.5;

async function measureServer(baseUrl, cookie, setting, seconds) {
  const mode = modeLabel(setting);
  const signedOut = await measureRow(`${baseUrl}/`, seconds, { headers: DOCUMENT_HEADERS });
  const signedIn = await measureRow(`${baseUrl}/`, seconds, { headers: { ...DOCUMENT_HEADERS, cookie } });
  return [
    ['GET / (signed out)', mode, signedOut],
    ['GET / (signed in, authorized)', mode, signedIn],
  ];
}

/** One row per database and route: off and on side by side, and on's req/s as a share of off's. */
function sideBySide(rows) {
  const key = (database, route) => `${database} ${route}`;
  const byKey = new Map();
  for (const [database, route, mode, r] of rows) {
    const entry = byKey.get(key(database, route)) ?? { database, route };
    entry[mode.startsWith('off') ? 'off' : 'on'] = r;
    byKey.set(key(database, route), entry);
  }
  const cells = (r) => (r ? [Math.round(r.requestsPerSecond), `${r.p50} ms`, `${r.p99} ms`, r.failed, Math.round(r.bytesPerAnswer)] : ['-', '-', '-', '-', '-']);
  return [...byKey.values()].map(({ database, route, off, on }) => {
    const ratio = off && on ? on.requestsPerSecond / off.requestsPerSecond : NaN;
    const verdict = Number.isNaN(ratio) ? '-' : `${Math.round(ratio * 100)} %${ratio >= MIN_RATIO ? '' : ` (misses ${Math.round(MIN_RATIO * 100)} %)`}`;
    return [database, route, ...cells(off), ...cells(on), verdict];
  });
}

/** The document section. `withServer(env, work)` starts the API server (stat) on env and calls work(baseUrl). */
export async function documentSection({ withServer, printTable, loadSeconds }) {
  console.log('\n== Document (issue 27): GET / as a browser navigates, SERVER_RENDER off (before) and on (after)');
  const rows = await onBothDatabases({
    withServer,
    name: 'document',
    envs: SERVER_RENDER_MODES,
    measure: (url, cookie, setting) => measureServer(url, cookie, setting, loadSeconds),
  });
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${loadSeconds} s per row after ${WARM_UP_SECONDS} s unmeasured; ` +
      `load average ${loadAverages()} at the end. Each setting is its own server on the same database.`,
  );
  printTable(LOAD_HEADERS, rows.map(([database, route, mode, r]) => loadCells([database, `${route}, SERVER_RENDER ${mode}`, r])));
  console.log('\nSide by side (off = the client-rendered document, on = the server-rendered page; bytes = one answer, headers included):');
  printTable(
    ['database', 'route', 'off req/s', 'p50', 'p99', 'errors', 'bytes', 'on req/s', 'p50', 'p99', 'errors', 'bytes', 'on/off'],
    sideBySide(rows),
  );
  console.log(
    `(load = 1-min load average as the row began. Issue 27: server rendering must not cost more than half, ` +
      `on >= ${Math.round(MIN_RATIO * 100)} % of off's req/s; errors = connection errors and timeouts.)`,
  );
}
