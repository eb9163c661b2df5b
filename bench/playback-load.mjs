// Issue 8's figures: the media pipeline's time from nothing (and with nothing to do), then
// start-play, the ClearKey licence and one packaged media segment under load, signed in as an
// authorized viewer, on PGlite and on PostgreSQL. Prints tables for a person; never pass/fail.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../e2e/support/api-server.mjs';
import { APP_HEADERS, CONNECTIONS, loadAverages, measureRow, onBothDatabases } from './load-row.mjs';

const run = promisify(execFile);
const MEDIA_CLI = join(repoRoot, 'packages/media/src/pipeline/media-cli.ts');
const MEDIA_TARGET_SECONDS = 120;
/** A seed movie, not free: start-play and the licence take the subscriber's path. */
const MOVIE_ID = 20001;
const SEGMENT_PATH = `/media/titles/${MOVIE_ID}/video-720/5.m4s`;
// Half the licence token's 120 s life: a BENCH_LOAD_SECONDS above that still never posts an expired token.
const TOKEN_REFRESH_MS = 60_000;

/**
 * One run of `npm run media`'s CLI into `mediaDir`, timed from spawn to exit. The CLI itself
 * under `node --import tsx` (rather than a script of ours importing makeMedia): it is the very
 * code a developer waits for, with its own progress and exit code, and the bench process stays
 * plain node with no TypeScript loader under autocannon; not via npx, whose own start-up is
 * not the pipeline's.
 */
async function timeMediaRun(mediaDir) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', MEDIA_CLI], {
    cwd: repoRoot,
    env: { ...process.env, MEDIA_DIR: mediaDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  return { seconds, summary: stdout.trim().split('\n').at(-1) };
}

/** The title key's id from the manifest (`cenc:default_KID`, a UUID) as the base64url a CDM puts in its ClearKey request. */
async function keyIdOf(baseUrl) {
  const manifest = await (await fetch(`${baseUrl}/media/titles/${MOVIE_ID}/manifest.mpd`)).text();
  const uuid = /cenc:default_KID="([0-9a-fA-F-]{36})"/.exec(manifest)?.[1];
  if (!uuid) throw new Error(`no cenc:default_KID in the manifest of title ${MOVIE_ID}`);
  return Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
}

/** The three rows on one running server, as the viewer whose session `cookie` opens. */
async function measureServer(baseUrl, cookie, seconds) {
  const headers = { ...APP_HEADERS, cookie };
  const startPlayPath = `/api/title/startplay/title/${MOVIE_ID}/format/CLEARKEY`;
  const licenceUrl = async () => {
    const answer = await fetch(`${baseUrl}${startPlayPath}`, { headers });
    if (!answer.ok) throw new Error(`start-play answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()).licenseUrl;
  };

  const startPlay = await measureRow(`${baseUrl}${startPlayPath}`, seconds, { headers });

  // A fresh token for this run, renewed while it lasts, so no row counts expired-token refusals.
  let licencePath = await licenceUrl();
  const refresh = setInterval(() => {
    // A failed renewal leaves the old token: its 403s then show in the status codes.
    licenceUrl().then((url) => (licencePath = url), () => undefined);
  }, TOKEN_REFRESH_MS);
  let licence;
  try {
    licence = await measureRow(`${baseUrl}${licencePath}`, seconds, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: JSON.stringify({ kids: [await keyIdOf(baseUrl)], type: 'temporary' }),
      requests: [{ setupRequest: (request) => ({ ...request, path: licencePath }) }],
    });
  } finally {
    clearInterval(refresh);
  }

  // Public and cacheable, so no cookie: encrypted per request from the clip's clear segment.
  const segment = await measureRow(`${baseUrl}${SEGMENT_PATH}`, seconds);
  return [
    [`GET ${startPlayPath}`, startPlay],
    ['POST /api/drm/clearkey/license?token=…', licence],
    [`GET ${SEGMENT_PATH}`, segment],
  ];
}

/**
 * The playback section. `withServer(env, work)` starts the API server on env and calls
 * work(baseUrl); `measureHello(connections)` loads the hello-world baseline.
 */
export async function playbackSection({ withServer, printTable, measureHello, loadSeconds }) {
  console.log('\n== Playback (issue 8): the media pipeline, start-play, the ClearKey licence, a media segment');
  const mediaDir = mkdtempSync(join(tmpdir(), 'stat-bench-media-'));
  try {
    console.log(`machine: nproc ${availableParallelism()}, load average ${loadAverages()} (1, 5, 15 min) before the pipeline`);
    const first = await timeMediaRun(mediaDir);
    const loadAfterFirst = loadAverages();
    const again = await timeMediaRun(mediaDir);
    console.log(`\nMedia pipeline (npm run media's CLI, node --import tsx, MEDIA_DIR an empty temp dir; wall-clock, spawn to exit):`);
    printTable(
      ['run', 'time', 'the CLI said'],
      [
        ['from nothing', `${first.seconds.toFixed(1)} s`, first.summary],
        ['again, nothing to do', `${again.seconds.toFixed(1)} s`, again.summary],
      ],
    );
    console.log(`load average ${loadAfterFirst} after the first run. Target: from nothing < ${MEDIA_TARGET_SECONDS} s on 2 cores.`);

    const hello = await measureHello(CONNECTIONS);
    const rows = await onBothDatabases({
      withServer,
      name: 'playback',
      env: { MEDIA_DIR: mediaDir },
      measure: (url, cookie) => measureServer(url, cookie, loadSeconds),
    });

    console.log(
      `\nLoad: autocannon, ${CONNECTIONS} connections, ${loadSeconds} s per row, as a signed-in authorized viewer ` +
        `(registered, entitled, a session), title ${MOVIE_ID}; hello world at ${CONNECTIONS} connections: ` +
        `${Math.round(hello.requestsPerSecond)} req/s, p99 ${hello.p99Ms} ms. Load average ${loadAverages()} at the end.`,
    );
    printTable(
      ['database', 'route', 'req/s', 'p50', 'p99', 'MB/s', 'answer', 'status codes', 'errors', 'load'],
      rows.map(([database, route, r]) => [
        database,
        route,
        Math.round(r.requestsPerSecond),
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.megabytesPerSecond.toFixed(1),
        `${(r.bytesPerAnswer / 1024).toFixed(1)} KB`,
        r.statusCodes,
        r.failed,
        r.loadBefore.toFixed(1),
      ]),
    );
    console.log('(answer = bytes received per answer, headers included; load = 1-min load average as the row began. The licence row posts the KID from the manifest with a token from a start-play answer of the same session.)');
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
}
