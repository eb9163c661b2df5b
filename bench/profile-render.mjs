// One signed-in and one signed-out `GET /`, one at a time, on a fresh PGlite: the server's debug
// log of each render (passes and their time, the API calls, dehydration), for a person reading
// where a rendered document's time goes (issue 27). `node bench/profile-render.mjs [requests]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApiServer, waitForHealth } from '../e2e/support/api-server.mjs';
import { insertSignedInSession, withPglite } from './api-load.mjs';

const REQUESTS = Number(process.argv[2] ?? 8);
const DOCUMENT_HEADERS = { accept: 'text/html', 'accept-encoding': 'br' };

async function withServer(env, work) {
  const server = startApiServer({ port: await freePort(), env: { APP_VARIANT: 'stat', ...env } });
  try {
    await waitForHealth(server, 90_000);
    return await work(server.url, () => server.output().split('\n'));
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'stat-profile-render-'));
try {
  await withServer({ DATA_DIR: dataDir }, async () => undefined);
  const cookie = await withPglite(join(dataDir, 'pglite'), insertSignedInSession);
  await withServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' }, async (url, lines) => {
    for (const [who, headers] of [['signed in', { ...DOCUMENT_HEADERS, cookie }], ['signed out', DOCUMENT_HEADERS]]) {
      const times = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const start = performance.now();
        await (await fetch(`${url}/`, { headers })).arrayBuffer();
        times.push(Math.round(performance.now() - start));
      }
      console.log(`${who}: whole answer ms, one at a time: ${times.join(' ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const line of lines()) {
      if (!line.includes('"page rendered"')) {
        if (line.includes('"level":50') || line.includes('"level":40')) console.log(line.slice(0, 300));
        continue;
      }
      const { shared, timing } = JSON.parse(line);
      const passes = timing.passes
        .map((p) => `${Math.round(p.ms)} ms${p.prerendered ? ' prerendered' : ''}${p.fetched ? ` (+${p.fetched} queries)` : ''}`)
        .join(', ');
      console.log(
        `${shared ? 'shared' : 'viewer'} render ${Math.round(timing.totalMs)} ms: passes ${passes}; ` +
          `${timing.apiCalls} API calls ${Math.round(timing.apiMs)} ms summed; dehydrate ${Math.round(timing.dehydrateMs)} ms`,
      );
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
