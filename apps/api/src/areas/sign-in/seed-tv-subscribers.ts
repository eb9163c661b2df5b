import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { endIdentityProviderSessions } from './idp/oidc-adapter.ts';
import { hashPassword } from './idp/password-hash.ts';
import { createTvSubscribersRepository } from './tv-subscribers-repository.ts';
import { createUsersRepository } from '../start-up/users-repository.ts';
import { readSeedFile, SeedError } from '../../lib/read-seed-file.ts';
import type { Providers } from '../providers/load-providers.ts';

const profileSchema = z.object({
  registered: z.boolean(),
  userName: z.string().min(1),
  emailAddress: z.email().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  zipcode: z.string().optional(),
  legal: z.boolean().default(false),
  optionalAttributes: z.record(z.string(), z.string()).default({}),
});

const subscribersFileSchema = z.object({
  subscribers: z.array(
    z.object({
      /** The subject the identity provider gives the app: stable and opaque. */
      id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'an id is lower-case letters, digits and dashes'),
      msoId: z.number().int().positive(),
      username: z.string().min(1).max(100),
      password: z.string().min(1),
      accountType: z.enum(['primary', 'sub']),
      householdId: z.string().min(1),
      entitled: z.boolean(),
      /** The subscriber's app user, made at seeding as if they had signed in and completed it. */
      profile: profileSchema.optional(),
    }),
  ),
});

const readSubscribers = async (file: string) => (await readSeedFile(file, 'subscribers file', subscribersFileSchema)).subscribers;

/**
 * Removes the file's subscribers, if stored, with their app users and their sessions at the
 * identity provider (DEMO_ACCOUNTS=off). Returns the ids it removed.
 */
export async function removeTvSubscribers(db: Db, file: string): Promise<string[]> {
  const removed = await createTvSubscribersRepository(db).deleteWithUsers((await readSubscribers(file)).map((entry) => entry.id));
  await endIdentityProviderSessions(db, removed);
  return removed;
}

/**
 * Seeds the operator-edited subscribers file into tv_subscribers: each subscriber not stored yet
 * is added (with its app user when it carries a profile); stored ones are never overwritten, so
 * running it at every start is harmless. Returns the ids it added.
 */
export async function seedTvSubscribers(db: Db, file: string, providers: Providers): Promise<string[]> {
  const entries = await readSubscribers(file);
  const logins = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const record = providers.get(entry.msoId);
    if (!record) throw new SeedError(`Invalid subscribers file ${file}: subscribers.${index}: no provider has the id ${entry.msoId}`);
    if (record.oidc) throw new SeedError(`Invalid subscribers file ${file}: subscribers.${index}: provider ${entry.msoId} signs in at its own issuer`);
    const login = `${entry.msoId}:${entry.username.toLowerCase()}`;
    if (logins.has(login)) throw new SeedError(`Invalid subscribers file ${file}: subscribers.${index}: the username appears twice for provider ${entry.msoId}`);
    logins.add(login);
  }

  const subscribers = createTvSubscribersRepository(db);
  const users = createUsersRepository(db);
  const stored = await subscribers.existingIds(entries.map((entry) => entry.id));
  const added: string[] = [];
  for (const entry of entries.filter((candidate) => !stored.has(candidate.id))) {
    // Hashing is slow on purpose: only the subscribers not stored yet pay for it.
    const inserted = await subscribers.insertIfAbsent({
      id: entry.id,
      msoId: entry.msoId,
      username: entry.username,
      passwordHash: await hashPassword(entry.password),
      accountType: entry.accountType,
      householdId: entry.householdId,
      entitled: entry.entitled,
    });
    // Another instance seeding at the same moment got there first: its row (and user) stand.
    if (!inserted) continue;
    added.push(entry.id);
    if (!entry.profile) continue;
    const user = await users.upsertFromProvider({
      msoId: entry.msoId,
      mso: providers.get(entry.msoId)!.data.mso,
      msoUserId: entry.id,
      accountType: entry.accountType,
      householdId: entry.householdId,
      entitled: entry.entitled,
    });
    const { emailAddress, firstName, lastName, zipcode, ...profile } = entry.profile;
    await users.updateProfile(user.tveUserId, {
      ...profile,
      emailAddress: emailAddress ?? null,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      zipcode: zipcode ?? null,
    });
  }
  return added;
}
