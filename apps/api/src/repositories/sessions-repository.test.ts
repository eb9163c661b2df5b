import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { insertUser } from '../test/test-app.ts';
import { clearTables, openTestDatabase } from '../test/test-database.ts';
import { createSessionsRepository, hashSessionToken, SESSION_TTL_MS } from './sessions-repository.ts';
import { createUsersRepository } from './users-repository.ts';

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
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(await sessions.findByToken(token)).toMatchObject({ id: session.id, tveUserId: null });
  });

  it('rotates: a new token for the user, the old session gone', async () => {
    await insertUser(database, 'u-rotate', { registered: true });
    const sessions = createSessionsRepository(database.db);
    const visitor = await sessions.create(null);
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

describe('users repository', () => {
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
