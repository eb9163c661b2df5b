import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signInTransactions } from '../../db/schema.ts';

/** How long a visitor has between leaving for the provider and coming back. */
export const SIGN_IN_TRANSACTION_TTL_MS = 10 * 60 * 1000;

export interface SignInTransaction {
  /** The TV provider; null for a direct (ott) account's sign-in. */
  msoId: number | null;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnPage: string | null;
}

/** Only the digest is stored, so a leaked table cannot complete anyone's sign-in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSignInTransactionsRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Stores the transaction; returns the cookie token that finds it. */
    async create(transaction: SignInTransaction): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SIGN_IN_TRANSACTION_TTL_MS);
      await db.insert(signInTransactions).values({ id: hashToken(token), ...transaction, expiresAt });
      return token;
    },

    /** Removes the transaction and returns it if it had not expired: a token works once. */
    async take(token: string): Promise<SignInTransaction | null> {
      const [row] = await db.delete(signInTransactions).where(eq(signInTransactions.id, hashToken(token))).returning();
      if (!row || row.expiresAt.getTime() <= now().getTime()) return null;
      return { msoId: row.msoId, state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnPage: row.returnPage };
    },

    async deleteExpired(): Promise<number> {
      const removed = await db.delete(signInTransactions).where(lte(signInTransactions.expiresAt, now())).returning({ id: signInTransactions.id });
      return removed.length;
    },
  };
}
export type SignInTransactionsRepository = ReturnType<typeof createSignInTransactionsRepository>;

/** The stored id of a token, for tests that tamper with a transaction. */
export const signInTransactionId = hashToken;
