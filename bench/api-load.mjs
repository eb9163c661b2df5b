// Load figures for the API under autocannon, next to a bare Fastify hello-world route measured
// in the same run on the same machine, on the embedded PGlite and on PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';

/** Runs autocannon against one URL; returns requests/second, p99 latency and answer counts. */
export async function loadTest(url, { connections = 100, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * A registered user and a live session for it, as SQL rows (the app has no sign-in yet), the
 * way apps/api/src/test/test-app.ts inserts them. Returns the Cookie header that opens it.
 * `run(text, params)` runs one statement on the server's database.
 */
export async function insertSignedInSession(run) {
  return (await insertSignedInUser(run)).cookie;
}

/** insertSignedInSession, also returning the user's id (for rows of user data about it). */
export async function insertSignedInUser(run) {
  const userId = `bench-${randomBytes(4).toString('hex')}`;
  await run('INSERT INTO users (tve_user_id, registered, user_name, email_address) VALUES ($1, true, $2, $3)', [
    userId,
    'bench',
    'bench@example.com',
  ]);
  return { cookie: await insertSession(run, userId), userId };
}

/** A live session for an existing user, as a sign-in writes it; returns the Cookie header that opens it. */
export async function insertSession(run, userId) {
  const token = randomBytes(32).toString('base64url');
  await run('INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ($1, $2, $3)', [
    createHash('sha256').update(token).digest('hex'),
    userId,
    new Date(Date.now() + 29 * 24 * 3600 * 1000).toISOString(),
  ]);
  return `stat_sid=${token}`;
}

/**
 * A session for the direct (ott) account of `email`, seeded by the server's first start (the demo
 * identities, README): the cookie of that account signed in, as its sign-in would leave it.
 */
export async function insertAccountSession(run, email) {
  const { rows } = await run('SELECT tve_user_id FROM accounts WHERE email = $1', [email]);
  if (rows.length !== 1) throw new Error(`no direct account ${email}: is the server ott, with DEMO_ACCOUNTS on?`);
  return insertSession(run, rows[0].tve_user_id);
}

/** Runs `work(run)` on a PGlite directory no server holds open; `run(text, params)` is one statement. */
export async function withPglite(dir, work) {
  // The server's database loads pg_trgm; so must anything else that opens its directory.
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    return await work((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

/** Runs `work(run)` through a PostgreSQL URL. */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}

/** Inserts the signed-in rows into a PGlite directory no server holds open. */
export function insertIntoPglite(dir) {
  return withPglite(dir, insertSignedInSession);
}

/** Inserts the signed-in rows through a PostgreSQL URL. */
export function insertIntoPostgres(url) {
  return withPostgres(url, insertSignedInSession);
}
