// Smoke test of what `npm start` boots: the built server on the embedded PGlite in a fresh
// DATA_DIR. It serves the SPA and the API, a second server on the same DATA_DIR refuses with a
// clear message, and a restart reuses the data written before it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort, startApiServer, waitForHealth } from '../support/api-server.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'stat-smoke-'));
const env = { APP_VARIANT: 'stat', DATA_DIR: dataDir };
/** @type {ReturnType<typeof startApiServer> | undefined} */
let first;

/** The PGlite database directory inside DATA_DIR: the one holding PG_VERSION. */
function findPgliteDir(dir, depth = 3) {
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  if (depth === 0) return null;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const found = findPgliteDir(join(dir, entry.name), depth - 1);
    if (found) return found;
  }
  return null;
}

before(async () => {
  first = startApiServer({ port: await freePort(), env });
  await waitForHealth(first, 90_000);
});

after(async () => {
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('GET /api/health answers when the server is ready', async () => {
  const res = await fetch(`${first.url}/api/health`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { status: 'ok' });
});

test('GET / serves home rendered on the server, with the app that hydrates it', async () => {
  const res = await fetch(`${first.url}/`, { headers: { accept: 'text/html' } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  const html = await res.text();
  assert.match(html, /<title>Home \| STAT<\/title>/);
  assert.match(html, /<div id="root">.*<main id="main-content"/s);
  // The boot script names the app's entry; it loads it once the page shows.
  assert.match(html, /<script defer src="\/assets\/boot-[^"]+\.js" data-app-entry="\/assets\/[^"]+\.js"><\/script>/);
});

test('an unknown path asking for HTML gets the SPA, which shows /404 itself', async () => {
  const res = await fetch(`${first.url}/no/such/page`, { headers: { accept: 'text/html' } });
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<div id="root"/);
});

test('a second server on the same DATA_DIR refuses with a clear message and a non-zero exit', async () => {
  const second = startApiServer({ port: await freePort(), env });
  const code = await Promise.race([
    second.exited,
    new Promise((r) => setTimeout(() => r('still running'), 30_000)),
  ]);
  await second.stop();
  assert.notEqual(code, 'still running', 'the second server kept running');
  assert.notEqual(code, 0);
  assert.match(second.output(), /DATA_DIR|already|in use|lock/i);
  // The first server is unharmed by the refused attempt.
  assert.equal((await fetch(`${first.url}/api/health`)).status, 200);
});

test('a restart reuses the data of the previous run', async () => {
  await first.stop();
  const pgliteDir = findPgliteDir(dataDir);
  assert.ok(pgliteDir, `no PGlite database found under ${dataDir}`);

  // Between runs, write a signed-in user straight into the embedded database.
  const token = randomBytes(32).toString('base64url');
  const tveUserId = `smoke-${randomBytes(6).toString('hex')}`;
  const db = new PGlite(pgliteDir);
  await db.query(`INSERT INTO users (tve_user_id, registered) VALUES ($1, true)`, [tveUserId]);
  await db.query(`INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
    createHash('sha256').update(token).digest('hex'),
    tveUserId,
  ]);
  await db.close();

  first = startApiServer({ port: await freePort(), env });
  await waitForHealth(first, 90_000);
  const res = await fetch(`${first.url}/api/user`, { headers: { cookie: `stat_sid=${token}` } });
  assert.equal(res.status, 200);
  const user = await res.json();
  assert.equal(user.tveUserId, tveUserId);
  assert.equal(user.isAuthorized, true);
});
