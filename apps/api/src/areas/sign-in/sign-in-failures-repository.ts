import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signInFailures } from '../../db/schema.ts';

/** A limit on wrong passwords: at most `max` within `windowMs`. */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** One counter: its key (what is counted, and for whom) and its limit. */
export interface KeyedLimit {
  key: string;
  limit: FailureLimit;
}

/**
 * Wrong passwords counted per key (an account, a client address) in a fixed window that starts
 * at the first failure. Kept in the database so every instance counts the same guesses.
 */
export function createSignInFailuresRepository(db: Db, now: () => Date = () => new Date()) {
  /** Whether the key has used up its failures in the current window. */
  async function isBlocked(key: string, limit: FailureLimit): Promise<boolean> {
    const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key)).limit(1);
    if (!row) return false;
    const windowOpen = row.windowStartedAt.getTime() > now().getTime() - limit.windowMs;
    return windowOpen && row.failures >= limit.max;
  }

  /**
   * Counts one failure; a window that has run out starts again at this one. Gives the count in
   * the window, this one included: one atomic statement, so requests at once each see their own.
   */
  async function recordFailure(key: string, windowMs: number): Promise<number> {
    const at = now();
    const windowStart = new Date(at.getTime() - windowMs);
    const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(signInFailures)
      .values({ key, failures: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${expired} THEN ${at.toISOString()}::timestamptz ELSE ${signInFailures.windowStartedAt} END`,
        },
      })
      .returning({ failures: signInFailures.failures });
    return row?.failures ?? 1;
  }

  return {
    isBlocked,
    recordFailure,

    /** Whether any of these counters has used up its limit. */
    async isAnyBlocked(counters: readonly KeyedLimit[]): Promise<boolean> {
      const blocked = await Promise.all(counters.map(({ key, limit }) => isBlocked(key, limit)));
      return blocked.includes(true);
    },

    /** Counts one against each of these counters. */
    async recordEach(counters: readonly KeyedLimit[]): Promise<void> {
      await Promise.all(counters.map(({ key, limit }) => recordFailure(key, limit.windowMs)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },

    /** Removes counters whose window ended long ago (the sweep). */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const removed = await db.delete(signInFailures).where(lt(signInFailures.windowStartedAt, cutoff)).returning({ key: signInFailures.key });
      return removed.length;
    },
  };
}
export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
