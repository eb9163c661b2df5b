// Issue 25 sections 1 and 2's figure: GET /api/ppv/state under load, as the polling crowd of a
// fight night hits it (the same answer for everyone, built at most once a second), fresh and
// revalidated with its ETag (304), on PGlite and on PostgreSQL (the call reads no table: the
// figures should match). Prints a table; never pass/fail.
import { CONNECTIONS, LOAD_HEADERS, loadAverages, loadCells, measureRow, onBothDatabases } from './load-row.mjs';

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
