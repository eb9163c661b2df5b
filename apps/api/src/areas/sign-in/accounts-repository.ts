import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { normalizeEmail } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { accounts, users } from '../../db/schema.ts';
import { EMPTY_BI, isUniqueViolation } from '../start-up/users-repository.ts';

/** A direct account's credentials. `birthDate` is `YYYY-MM-DD`. */
export interface AccountRow {
  tveUserId: string;
  email: string;
  passwordHash: string;
  birthDate: string | null;
  passwordChangedAt: Date;
  createdAt: Date;
}

/** What Create Account stores: the credentials and the user's profile. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  zipcode: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  newsletterSubscribed: boolean;
}

/**
 * Direct (ott) accounts: an e-mail and password over a users row of their own (no TV provider).
 * E-mails are normalized here, so callers may pass them as typed. Not cached: only sign-in,
 * account creation and the password calls read them.
 */
export function createAccountsRepository(db: Db) {
  const findOne = async (where: SQL): Promise<AccountRow | null> => {
    const [row] = await db.select().from(accounts).where(where).limit(1);
    return row ?? null;
  };
  return {
    findByEmail: (email: string) => findOne(eq(accounts.email, normalizeEmail(email))),

    findById: (tveUserId: string) => findOne(eq(accounts.tveUserId, tveUserId)),

    /**
     * The account and its user, in one transaction. The user is registered and of legal age (the
     * form asks everything and checks the age) but not entitled: no subscription yet, so not
     * authorized. An e-mail already taken, however it is written, answers 'exists'.
     */
    async create(account: NewAccount): Promise<{ tveUserId: string } | 'exists'> {
      const tveUserId = randomUUID();
      const email = normalizeEmail(account.email);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(users).values({
            tveUserId,
            registered: true,
            legal: true,
            entitled: false,
            accountType: 'primary',
            emailAddress: email,
            firstName: account.firstName,
            lastName: account.lastName,
            zipcode: account.zipcode,
            newsletterSubscribed: account.newsletterSubscribed,
            optionalAttributes: {},
            bi: EMPTY_BI,
          });
          await tx.insert(accounts).values({ tveUserId, email, passwordHash: account.passwordHash, birthDate: account.birthDate });
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
      return { tveUserId };
    },

    /** Deletes the accounts of these e-mails with their users (and all the users hold); answers their user ids. */
    async deleteByEmails(emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const found = await db.select({ tveUserId: accounts.tveUserId }).from(accounts).where(inArray(accounts.email, emails.map(normalizeEmail)));
      const ids = found.map((row) => row.tveUserId);
      // The account row goes with its user (ON DELETE CASCADE).
      if (ids.length > 0) await db.delete(users).where(inArray(users.tveUserId, ids));
      return ids;
    },

    /**
     * Changes a direct account's e-mail: its sign-in at the identity provider (the accounts row)
     * and its user's address, in one transaction. Only while the account still has `from`, so a
     * change already made (the same link twice) changes nothing: 'gone'. An address another
     * account holds, however it is written, answers 'exists'. Run it in the users repository's
     * `writing`, which the users row's cache needs.
     */
    async changeEmail(tveUserId: string, from: string, to: string): Promise<'changed' | 'gone' | 'exists'> {
      const email = normalizeEmail(to);
      try {
        return await db.transaction(async (tx) => {
          const changed = await tx
            .update(accounts)
            .set({ email })
            .where(and(eq(accounts.tveUserId, tveUserId), eq(accounts.email, normalizeEmail(from))))
            .returning({ tveUserId: accounts.tveUserId });
          if (changed.length === 0) return 'gone';
          await tx.update(users).set({ emailAddress: email }).where(eq(users.tveUserId, tveUserId));
          return 'changed';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    /** Stores a new password hash and when it changed. */
    async setPassword(tveUserId: string, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(accounts.tveUserId, tveUserId));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('accountsRepository', createAccountsRepository(app.database.db));
  },
  { name: 'accounts-repository', dependencies: ['database'] },
);
