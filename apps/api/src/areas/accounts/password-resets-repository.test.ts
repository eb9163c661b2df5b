import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { clearTables, openTestDatabase } from '../../test/test-database.ts';
import { createAccountsRepository } from '../sign-in/accounts-repository.ts';
import { createPasswordResetsRepository } from './password-resets-repository.ts';
import { hashSessionToken } from '../../plugins/sessions-repository.ts';

let database: Database;
let at = Date.now();
const clock = () => new Date(at);
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => clearTables(database));

async function account(email: string): Promise<string> {
  const created = await createAccountsRepository(database.db).create({
    email,
    passwordHash: 'scrypt$x',
    firstName: 'Ann',
    lastName: 'Lee',
    zipcode: '10001',
    birthDate: '1990-05-17',
    newsletterSubscribed: false,
  });
  if (created === 'exists') throw new Error('taken');
  return created.tveUserId;
}

describe('password resets repository', () => {
  it('stores only the digest of a 32-byte token, valid for the reset TTL', async () => {
    const resets = createPasswordResetsRepository(database.db, clock);
    const id = await account('ann@example.com');
    const token = (await resets.create(id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.query<{ token_hash: string; expires_at: Date; used_at: Date | null }>('SELECT * FROM password_resets');
    expect(row!.token_hash).toBe(hashSessionToken(token));
    expect(new Date(row!.expires_at).getTime()).toBe(at + ACCOUNT_LIMITS.resetTokenTtlMs);
    expect(row!.used_at).toBeNull();
  });

  it('takes a token once; finding it does not use it', async () => {
    const resets = createPasswordResetsRepository(database.db, clock);
    const id = await account('ann@example.com');
    const token = (await resets.create(id))!;
    expect(await resets.find(token)).toBe(id);
    expect(await resets.find(token)).toBe(id);
    expect(await resets.take(token)).toBe(id);
    expect(await resets.take(token)).toBeNull();
    expect(await resets.find(token)).toBeNull();
    expect(await resets.take('unknown')).toBeNull();
  });

  it('refuses an expired token, and sweeps expired rows, used ones too', async () => {
    const resets = createPasswordResetsRepository(database.db, clock);
    const id = await account('ann@example.com');
    const used = (await resets.create(id))!;
    await resets.take(used);
    const token = (await resets.create(id))!;
    at += ACCOUNT_LIMITS.resetTokenTtlMs;
    expect(await resets.find(token)).toBeNull();
    expect(await resets.take(token)).toBeNull();
    expect(await resets.deleteExpired()).toBe(2);
  });

  it("keeps one unused token per account: a new one deletes the account's older unused ones, no one else's", async () => {
    const resets = createPasswordResetsRepository(database.db, clock);
    const ann = await account('ann@example.com');
    const bob = await account('bob@example.com');
    const first = (await resets.create(ann))!;
    const bobs = (await resets.create(bob))!;
    const second = (await resets.create(ann))!;
    expect(await resets.take(first)).toBeNull();
    expect(await resets.take(second)).toBe(ann);
    expect(await resets.take(bobs)).toBe(bob);
  });

  it('stores nothing for no account (an unknown e-mail) or an id without one', async () => {
    const resets = createPasswordResetsRepository(database.db, clock);
    await account('ann@example.com');
    expect(await resets.create(null)).toBeNull();
    expect(await resets.create('not-an-account')).toBeNull();
    expect(await database.query('SELECT 1 FROM password_resets')).toEqual([]);
  });
});
