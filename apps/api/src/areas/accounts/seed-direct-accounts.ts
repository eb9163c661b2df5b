import { z } from 'zod';
import { createAccountRequestSchema, userBiSchema } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { accountSubject } from '../sign-in/idp/idp-secrets.ts';
import { endIdentityProviderSessions } from '../sign-in/idp/oidc-adapter.ts';
import { hashPassword } from '../sign-in/idp/password-hash.ts';
import { createAccountsRepository } from '../sign-in/accounts-repository.ts';
import { createUsersRepository } from '../start-up/users-repository.ts';
import { readSeedFile, SeedError } from '../../lib/read-seed-file.ts';

/** Create Account's fields (not its password rules: a demo password may be simpler) and a subscription. */
const accountsFileSchema = z.object({
  accounts: z.array(
    createAccountRequestSchema.extend({
      subscription: z.object({ entitled: z.boolean(), currentProductId: z.string().min(1).nullable(), bi: userBiSchema }),
    }),
  ),
});

const readAccounts = async (file: string) => (await readSeedFile(file, 'direct accounts file', accountsFileSchema)).accounts;

/**
 * Removes the file's accounts, if stored, with their users and their sessions at the identity
 * provider (DEMO_ACCOUNTS=off). Returns the user ids it removed.
 */
export async function removeDirectAccounts(db: Db, file: string): Promise<string[]> {
  const removed = await createAccountsRepository(db).deleteByEmails((await readAccounts(file)).map((entry) => entry.email));
  await endIdentityProviderSessions(db, removed.map(accountSubject));
  return removed;
}

/**
 * Seeds the operator-edited direct-accounts file: each account whose e-mail is not stored yet is
 * created as Create Account would, then given its subscription; stored ones are never
 * overwritten, so running it at every start is harmless. Returns the e-mails it added.
 */
export async function seedDirectAccounts(db: Db, file: string): Promise<string[]> {
  const entries = await readAccounts(file);
  const emails = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (emails.has(entry.email)) throw new SeedError(`Invalid direct accounts file ${file}: accounts.${index}: the e-mail appears twice`);
    emails.add(entry.email);
  }

  const accounts = createAccountsRepository(db);
  const users = createUsersRepository(db);
  const added: string[] = [];
  for (const { password, subscription, ...profile } of entries) {
    // Hashing is slow on purpose: only the accounts not stored yet pay for it.
    if (await accounts.findByEmail(profile.email)) continue;
    const created = await accounts.create({ ...profile, passwordHash: await hashPassword(password) });
    // Another instance seeding at the same moment got there first: its account stands.
    if (created === 'exists') continue;
    await users.setSubscription(created.tveUserId, subscription);
    added.push(profile.email);
  }
  return added;
}

/**
 * The file's accounts billed directly with an active plan, as stored (their tveUserId): the
 * payment gateway gives these real records at its start, so their Settings show a subscription.
 * An account not stored (DEMO_ACCOUNTS off, or removed) is left out.
 */
export async function directlyBilledAccounts(db: Db, file: string) {
  const accounts = createAccountsRepository(db);
  const billed = [];
  for (const entry of await readAccounts(file)) {
    const { bi, currentProductId } = entry.subscription;
    if (bi.currentBillingType !== 'BACON' || bi.subscriptionStatus !== 'ACTIVE' || !currentProductId) continue;
    const stored = await accounts.findByEmail(entry.email);
    if (!stored) continue;
    billed.push({ code: stored.tveUserId, email: entry.email, firstName: entry.firstName, lastName: entry.lastName, postalCode: entry.zipcode, planCode: currentProductId });
  }
  return billed;
}
