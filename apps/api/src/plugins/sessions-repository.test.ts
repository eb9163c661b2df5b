import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { insertUser } from '../test/test-app.ts';
import { clearTables, openTestDatabase } from '../test/test-database.ts';
import { createSessionsRepository, hashSessionToken, SESSION_CACHE, SESSION_TTL_MS } from './sessions-repository.ts';
import { createUsersRepository, USER_CACHE } from '../areas/start-up/users-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => clearTables(database));

describe('sessions repository', () => {
  it('creates a session whose row holds only the token digest, 30 days ahead', async () => {
    const sessions = createSessionsRepository(database.db);
    const { token, session } = await sessions.create(null);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.id).toBe(hashSessionToken(token));
    expect(session.id).not.toContain(token);
    expect(session.expiresAt!.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(await sessions.findByToken(token)).toMatchObject({ id: session.id, tveUserId: null });
  });

  it('rotates: a new token for the user, the old session gone', async () => {
    await insertUser(database, 'u-rotate', { registered: true });
    const sessions = createSessionsRepository(database.db);
    const visitor = await sessions.create(null);
    expect(await sessions.findByToken(visitor.token)).not.toBeNull();
    const signedIn = await sessions.rotate(visitor.session.id, 'u-rotate');
    expect(signedIn.token).not.toBe(visitor.token);
    expect(await sessions.findByToken(visitor.token)).toBeNull();
    expect(await sessions.findByToken(signedIn.token)).toMatchObject({ tveUserId: 'u-rotate' });
  });

  it('finds no expired session, and sweeps expired rows', async () => {
    const past = createSessionsRepository(database.db, () => new Date(Date.now() - SESSION_TTL_MS - 1000));
    const old = await past.create(null);
    const sessions = createSessionsRepository(database.db);
    const fresh = await sessions.create(null);
    expect(await sessions.findByToken(old.token)).toBeNull();
    expect(await sessions.deleteExpired()).toBe(1);
    expect(await sessions.findByToken(fresh.token)).not.toBeNull();
    await sessions.delete(fresh.session.id);
    expect(await sessions.findByToken(fresh.token)).toBeNull();
  });
});

/** A clock the test moves; the repositories read it for expiry and for their caches. */
function testClock() {
  let at = Date.now();
  return { now: () => new Date(at), millis: () => at, tick: (ms: number) => (at += ms) };
}

describe("ending a user's browser sessions", () => {
  it("ends them all but the one kept, at once on this instance; a TV's session and other users' stay", async () => {
    await insertUser(database, 'u-many', { registered: true });
    await insertUser(database, 'u-else', { registered: true });
    const device = 'a0000000-0000-4000-8000-000000000002';
    await database.query("INSERT INTO devices VALUES ($1, 'u-many', 'roku', 'Roku', now(), now())", [device]);
    const sessions = createSessionsRepository(database.db);
    const [kept, first, second, elses] = await Promise.all([
      sessions.create('u-many'),
      sessions.create('u-many'),
      sessions.create('u-many'),
      sessions.create('u-else'),
    ]);
    const tv = await sessions.createForDevice('u-many', device);
    for (const issued of [kept, first, second]) expect(await sessions.findByToken(issued.token)).not.toBeNull();

    await sessions.deleteBrowserSessionsOf('u-many', kept.session.id);
    expect(await sessions.findByToken(first.token)).toBeNull();
    expect(await sessions.findByToken(second.token)).toBeNull();
    for (const issued of [kept, tv, elses]) expect(await sessions.findByToken(issued.token)).not.toBeNull();

    await sessions.deleteBrowserSessionsOf('u-many');
    expect(await sessions.findByToken(kept.token)).toBeNull();
    expect(await sessions.findByToken(tv.token)).not.toBeNull();
  });
});

describe('sessions repository cache', () => {
  it('sees sign-out, rotation and extension on this instance at once', async () => {
    await insertUser(database, 'u-cache', { registered: true });
    const sessions = createSessionsRepository(database.db);
    const { token, session } = await sessions.create('u-cache');
    expect(await sessions.findByToken(token)).not.toBeNull();
    await sessions.delete(session.id);
    expect(await sessions.findByToken(token)).toBeNull();

    const visitor = await sessions.create(null);
    expect(await sessions.findByToken(visitor.token)).not.toBeNull();
    await sessions.rotate(visitor.session.id, 'u-cache');
    expect(await sessions.findByToken(visitor.token)).toBeNull();

    const clock = testClock();
    const sliding = createSessionsRepository(database.db, clock.now);
    const issued = await sliding.create(null);
    const before = (await sliding.findByToken(issued.token))!.expiresAt!;
    clock.tick(1000);
    const extended = await sliding.extend(issued.session.id);
    expect(extended.getTime()).toBe(before.getTime() + 1000);
    expect((await sliding.findByToken(issued.token))!.expiresAt).toEqual(extended);
  });

  it('honours a session revoked elsewhere for at most the cache TTL, then not at all', async () => {
    const clock = testClock();
    const here = createSessionsRepository(database.db, clock.now);
    const elsewhere = createSessionsRepository(database.db, clock.now);
    const { token, session } = await here.create(null);
    expect(await here.findByToken(token)).not.toBeNull();
    await elsewhere.delete(session.id);
    expect(await elsewhere.findByToken(token)).toBeNull();
    clock.tick(SESSION_CACHE.ttlMs - 1);
    expect(await here.findByToken(token)).not.toBeNull();
    clock.tick(1);
    expect(await here.findByToken(token)).toBeNull();
  });

  it('never serves a cached session past its own expiry', async () => {
    const clock = testClock();
    const sessions = createSessionsRepository(database.db, clock.now);
    const { token } = await sessions.create(null);
    await database.query('UPDATE sessions SET expires_at = $1', [new Date(clock.millis() + 1000).toISOString()]);
    expect(await sessions.findByToken(token)).not.toBeNull();
    clock.tick(1000);
    expect(1000).toBeLessThan(SESSION_CACHE.ttlMs);
    expect(await sessions.findByToken(token)).toBeNull();
  });

  it('remembers at most maxEntries sessions: the least recently used is read again', async () => {
    const sessions = createSessionsRepository(database.db, undefined, { ttlMs: 60_000, maxEntries: 2 });
    const [a, b, c] = [await sessions.create(null), await sessions.create(null), await sessions.create(null)];
    for (const { token } of [a, b, c]) await sessions.findByToken(token);
    // Deleted behind the repository's back: only a session it no longer holds shows as gone.
    await database.exec('DELETE FROM sessions');
    expect(await sessions.findByToken(c.token)).not.toBeNull();
    expect(await sessions.findByToken(b.token)).not.toBeNull();
    expect(await sessions.findByToken(a.token)).toBeNull();
  });
});

describe('users repository', () => {
  it('sees a change made elsewhere within the cache TTL, and keeps a bounded number of users', async () => {
    await insertUser(database, 'u-ttl', { sql: { first_name: 'Ada' } });
    const clock = testClock();
    const users = createUsersRepository(database.db, clock.millis);
    expect(await users.findById('u-ttl')).toMatchObject({ firstName: 'Ada' });
    await database.query("UPDATE users SET first_name = 'Grace' WHERE tve_user_id = 'u-ttl'");
    clock.tick(USER_CACHE.ttlMs - 1);
    expect(await users.findById('u-ttl')).toMatchObject({ firstName: 'Ada' });
    clock.tick(1);
    expect(await users.findById('u-ttl')).toMatchObject({ firstName: 'Grace' });

    const small = createUsersRepository(database.db, clock.millis, { ttlMs: 60_000, maxEntries: 1 });
    await insertUser(database, 'u-other');
    await small.findById('u-ttl');
    await small.findById('u-other');
    await database.query("UPDATE users SET first_name = 'Hedy' WHERE tve_user_id = 'u-ttl'");
    expect(await small.findById('u-ttl')).toMatchObject({ firstName: 'Hedy' });
  });

  it('gives each caller its own user object', async () => {
    await insertUser(database, 'u-own');
    const users = createUsersRepository(database.db);
    const first = (await users.findById('u-own'))!;
    first.optionalAttributes.WEB_AUTO_PLAY = 'true';
    expect((await users.findById('u-own'))!.optionalAttributes).toEqual({});
  });

  it('maps unknown stored values to the contract (gender, bi, attributes) and finds nobody for an unknown id', async () => {
    await insertUser(database, 'u-odd', { sql: { gender: 'Gender', bi: JSON.stringify({ nope: 1 }), optional_attributes: JSON.stringify({ WEB_AUTO_PLAY: 'maybe' }) } });
    const users = createUsersRepository(database.db);
    expect(await users.findById('u-odd')).toMatchObject({
      gender: null,
      bi: { trialStatus: null, subscriptionStatus: null, originalSignupPlatform: null, currentBillingType: null },
      optionalAttributes: {},
      isAuthorized: false,
    });
    expect(await users.findById('nobody')).toBeNull();
  });
});
