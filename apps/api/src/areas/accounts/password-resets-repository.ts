import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ACCOUNT_LIMITS } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { accounts, passwordResets } from '../../db/schema.ts';
import { hashSessionToken, newSessionToken } from '../../plugins/sessions-repository.ts';

/**
 * The tokens of password-reset links (table password_resets): one unused token per account at a
 * time, valid once for ACCOUNT_LIMITS.resetTokenTtlMs. Like a session token (and made the same
 * way), a token is stored only as its sha256.
 */
export function createPasswordResetsRepository(db: Db, now: () => Date = () => new Date()) {
  const usable = (token: string, at: Date) =>
    and(eq(passwordResets.tokenHash, hashSessionToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at));
  return {
    /**
     * A new token for the account, its older unused ones deleted; null when there is no such
     * account. The route passes null for an e-mail with no account: a token is still made and
     * hashed and the same three statements run (matching no row), so neither the work nor its
     * timing tells whether the e-mail has an account.
     */
    async create(tveUserId: string | null): Promise<string | null> {
      const token = newSessionToken();
      const at = now();
      // No account has the empty id.
      const id = tveUserId ?? '';
      const owner = eq(accounts.tveUserId, id);
      const inserted = await db.transaction(async (tx) => {
        // Held, so two requests at once still leave one unused token.
        await tx.select({ id: accounts.tveUserId }).from(accounts).where(owner).for('update');
        await tx.delete(passwordResets).where(and(eq(passwordResets.tveUserId, id), isNull(passwordResets.usedAt)));
        // INSERT ... SELECT: a row only when the account exists. The select lists every column, in
        // the table's order, as Drizzle's insert-select requires.
        return tx
          .insert(passwordResets)
          .select(
            tx
              .select({
                id: sql`${randomUUID()}::uuid`.as('id'),
                tveUserId: accounts.tveUserId,
                tokenHash: sql`${hashSessionToken(token)}::text`.as('token_hash'),
                expiresAt: sql`${new Date(at.getTime() + ACCOUNT_LIMITS.resetTokenTtlMs).toISOString()}::timestamptz`.as('expires_at'),
                usedAt: sql`NULL::timestamptz`.as('used_at'),
                createdAt: sql`${at.toISOString()}::timestamptz`.as('created_at'),
              })
              .from(accounts)
              .where(owner),
          )
          .returning({ id: passwordResets.id });
      });
      return inserted.length > 0 ? token : null;
    },

    /** The account of a token that is unused and unexpired, without using it. */
    async find(token: string): Promise<string | null> {
      const [row] = await db.select({ tveUserId: passwordResets.tveUserId }).from(passwordResets).where(usable(token, now())).limit(1);
      return row?.tveUserId ?? null;
    },

    /** Uses the token: its account, or null when it is unknown, used or expired. One statement, so it works once. */
    async take(token: string): Promise<string | null> {
      const at = now();
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(usable(token, at))
        .returning({ tveUserId: passwordResets.tveUserId });
      return row?.tveUserId ?? null;
    },

    /** Removes expired tokens, used ones included (the sweep); returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now())).returning({ id: passwordResets.id });
      return removed.length;
    },
  };
}
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: PasswordResetsRepository;
  }
}

export default fp<{ now?: () => Date }>(
  async (app, opts) => {
    app.decorate('passwordResetsRepository', createPasswordResetsRepository(app.database.db, opts.now));
  },
  { name: 'password-resets-repository', dependencies: ['database'] },
);
