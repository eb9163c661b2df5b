import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { clearTables, openTestDatabase } from '../../test/test-database.ts';
import { createAccountsRepository, type NewAccount } from './accounts-repository.ts';
import { createUsersRepository } from '../start-up/users-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => clearTables(database));

const ann: NewAccount = {
  email: ' Ann@Example.com',
  passwordHash: 'scrypt$hash',
  firstName: 'Ann',
  lastName: 'Lee',
  zipcode: '10001',
  birthDate: '1990-05-17',
  newsletterSubscribed: true,
};

describe('accounts repository', () => {
  it('creates the account and its registered, legal, not entitled user in one go', async () => {
    const accounts = createAccountsRepository(database.db);
    const created = await accounts.create(ann);
    if (created === 'exists') throw new Error('unexpected');
    const account = await accounts.findById(created.tveUserId);
    expect(account).toMatchObject({ tveUserId: created.tveUserId, email: 'ann@example.com', passwordHash: 'scrypt$hash', birthDate: '1990-05-17' });
    expect(await accounts.findByEmail('ANN@example.com ')).toEqual(account);
    const user = await createUsersRepository(database.db).findById(created.tveUserId);
    expect(user).toMatchObject({
      registered: true,
      legal: true,
      isAuthorized: false,
      accountType: 'primary',
      emailAddress: 'ann@example.com',
      msoId: null,
      newsletterSubscribed: true,
      optionalAttributes: {},
      bi: { trialStatus: null, subscriptionStatus: null, originalSignupPlatform: null, currentBillingType: null },
    });
    expect(user!.tveUserId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 'exists' to a taken e-mail, however written, and leaves no user behind", async () => {
    const accounts = createAccountsRepository(database.db);
    await accounts.create(ann);
    expect(await accounts.create({ ...ann, email: 'ann@EXAMPLE.com' })).toBe('exists');
    expect(await database.query('SELECT 1 FROM users')).toHaveLength(1);
    expect(await accounts.findByEmail('nobody@example.com')).toBeNull();
    expect(await accounts.findById('nobody')).toBeNull();
  });

  it('sets a new password hash and when it changed', async () => {
    const accounts = createAccountsRepository(database.db);
    const created = await accounts.create(ann);
    if (created === 'exists') throw new Error('unexpected');
    const before = (await accounts.findById(created.tveUserId))!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await accounts.setPassword(created.tveUserId, 'scrypt$new');
    const after = (await accounts.findById(created.tveUserId))!;
    expect(after.passwordHash).toBe('scrypt$new');
    expect(after.passwordChangedAt.getTime()).toBeGreaterThan(before.passwordChangedAt.getTime());
  });
});
