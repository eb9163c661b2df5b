import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../sign-in/idp/password-hash.ts';
import { SEED_DIR } from '../../paths.ts';
import { createAccountsRepository } from '../sign-in/accounts-repository.ts';
import { createUsersRepository } from '../start-up/users-repository.ts';
import { useTestApp } from '../../test/test-app.ts';
import { SeedError } from '../../lib/read-seed-file.ts';
import { directlyBilledAccounts, seedDirectAccounts } from './seed-direct-accounts.ts';

const t = useTestApp();
const FILE = join(SEED_DIR, 'direct-accounts.json');

describe('seedDirectAccounts', () => {
  it('adds the subscriber, the lapsed, the partner-billed, the app-store and the complimentary accounts once, and never overwrites', async () => {
    expect(await seedDirectAccounts(t.database.db, FILE)).toEqual(['subscriber@stat.test', 'lapsed@stat.test', 'partner@stat.test', 'porku@stat.test', 'scrapple@stat.test', 'spamazon@stat.test', 'hamdroid@stat.test', 'complimentary@stat.test', 'pjork@stat.test', 'cablevista@stat.test', 'salamisclub@stat.test']);
    const accounts = createAccountsRepository(t.database.db);
    const users = createUsersRepository(t.database.db);
    const userOf = async (email: string) => {
      const account = (await accounts.findByEmail(email))!;
      expect(await verifyPassword('stat-demo', account.passwordHash)).toBe(true);
      return (await users.findById(account.tveUserId))!;
    };
    expect(await userOf('subscriber@stat.test')).toMatchObject({
      isAuthorized: true,
      registered: true,
      currentProductId: 'STAT_PREMIUM_MONTHLY',
      bi: { currentBillingType: 'BACON', subscriptionStatus: 'ACTIVE' },
    });
    expect(await userOf('lapsed@stat.test')).toMatchObject({ isAuthorized: false, bi: { subscriptionStatus: 'EXPIRED' } });
    expect(await userOf('partner@stat.test')).toMatchObject({ isAuthorized: true, bi: { currentBillingType: 'SNOUTIFY' } });
    // One account per billing type of streaming spec section 4 (partner@stat.test is SNOUTIFY's).
    for (const [email, billingType] of [
      ['porku@stat.test', 'PORKU'],
      ['scrapple@stat.test', 'SCRAPPLE'],
      ['spamazon@stat.test', 'SPAMAZON'],
      ['hamdroid@stat.test', 'HAMDROID'],
      ['complimentary@stat.test', 'PIG_BROTHER'],
      ['pjork@stat.test', 'PJORK'],
      ['cablevista@stat.test', 'CABLEVISION'],
      ['salamisclub@stat.test', 'SALAMISCLUB'],
    ]) {
      expect(await userOf(email!)).toMatchObject({ isAuthorized: true, bi: { currentBillingType: billingType, subscriptionStatus: 'ACTIVE' } });
    }

    // A later change stands: the second run adds and changes nothing.
    await t.database.query("UPDATE users SET first_name = 'Renamed' WHERE email_address = 'lapsed@stat.test'");
    expect(await seedDirectAccounts(t.database.db, FILE)).toEqual([]);
    const [lapsed] = await t.database.query("SELECT first_name FROM users WHERE email_address = 'lapsed@stat.test'");
    expect(lapsed).toEqual({ first_name: 'Renamed' });
    expect(await t.database.query('SELECT 1 FROM accounts')).toHaveLength(11);

    // Only the subscriber is billed directly: the gateway gives it its records.
    const subscriber = (await accounts.findByEmail('subscriber@stat.test'))!;
    expect(await directlyBilledAccounts(t.database.db, FILE)).toEqual([
      { code: subscriber.tveUserId, email: 'subscriber@stat.test', firstName: 'Dana', lastName: 'Whitfield', postalCode: '94110', planCode: 'STAT_PREMIUM_MONTHLY' },
    ]);
  });

  it('refuses a file with an e-mail twice, whatever its case', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stat-seed-'));
    try {
      const entry = { password: 'x', firstName: 'A', lastName: 'B', zipcode: '10001', birthDate: '1990-01-01', newsletterSubscribed: false };
      const subscription = { entitled: false, currentProductId: null, bi: { trialStatus: null, subscriptionStatus: null, originalSignupPlatform: null, currentBillingType: null } };
      const file = join(dir, 'accounts.json');
      await writeFile(file, JSON.stringify({ accounts: [{ ...entry, subscription, email: 'a@stat.test' }, { ...entry, subscription, email: 'A@stat.test' }] }));
      await expect(seedDirectAccounts(t.database.db, file)).rejects.toThrow(SeedError);
      await expect(seedDirectAccounts(t.database.db, file)).rejects.toThrow(/accounts\.1: the e-mail appears twice/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
