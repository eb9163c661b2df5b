import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/idempotency-schema.ts';

/**
 * How long a request holds its key before another may take it over: past it, the holder is taken
 * for crashed. Long, so a live call keeps its key: a money call takes milliseconds on the
 * embedded gateway and about a second on Recurly, many times less than this. Short, as it is how
 * long a viewer whose instance crashed mid-call waits before a retry goes through (409 till then).
 * Should a call outlive it anyway (Recurly's client waits up to 60 s for a silent request), the
 * retry runs beside it, and the gateway still charges once: both send it the same key.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

/** How long an answer is kept and replayed (issue 23: 24 hours). */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** The answer stored for a key, replayed as it was sent. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

/** A request's hold on a key: only the holder of this lease may store or release it. */
export interface Reservation {
  id: string;
  lease: string;
}

// The database's clock, not this process's: every instance then judges leases and expiry by one
// clock, so a skewed instance cannot take a live lease over early.
const leaseEnd = sql`now() + ${`${IDEMPOTENCY_LEASE_SECONDS} seconds`}::interval`;
const retentionEnd = sql`now() + ${`${IDEMPOTENCY_RETENTION_HOURS} hours`}::interval`;

/** The idempotency_keys table (migrations/0015_idempotency-keys.sql): reserve, answer, release, sweep. */
export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Takes the key in one statement: a new row, or (ON CONFLICT … DO UPDATE … WHERE) an expired
     * one, or one whose holder's lease ran out with the same fingerprint. Row locking makes it
     * atomic across instances: of two requests racing for a key, one gets the lease, the other
     * null. Null: someone holds or answered it (`find` tells which).
     */
    async reserve(id: string, tveUserId: string | null, fingerprint: string): Promise<Reservation | null> {
      const lease = randomUUID();
      const taken = await db
        .insert(idempotencyKeys)
        .values({ id, tveUserId, fingerprint, lease, lockedUntil: leaseEnd, expiresAt: retentionEnd })
        .onConflictDoUpdate({
          target: idempotencyKeys.id,
          set: { fingerprint, lease, lockedUntil: leaseEnd, statusCode: null, contentType: null, body: null, expiresAt: retentionEnd },
          setWhere: sql`${idempotencyKeys.expiresAt} <= now() OR (${idempotencyKeys.lockedUntil} < now() AND ${idempotencyKeys.fingerprint} = ${fingerprint})`,
        })
        .returning({ lease: idempotencyKeys.lease });
      return taken.length > 0 ? { id, lease } : null;
    },

    /** The key's row, unless expired (the sweep has not run yet). */
    async find(id: string): Promise<IdempotencyKeyRow | null> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, id), sql`${idempotencyKeys.expiresAt} > now()`))
        .limit(1);
      return row ?? null;
    },

    /** Stores the answer for 24 hours; false when the lease was taken over meanwhile (nothing stored). */
    async answer(reservation: Reservation, answer: StoredAnswer): Promise<boolean> {
      const stored = await db
        .update(idempotencyKeys)
        .set({ ...answer, lockedUntil: null, expiresAt: retentionEnd })
        .where(and(eq(idempotencyKeys.id, reservation.id), eq(idempotencyKeys.lease, reservation.lease)))
        .returning({ id: idempotencyKeys.id });
      return stored.length > 0;
    },

    /** Frees the key (an answer not to keep), unless another request holds it by now. */
    async release(reservation: Reservation): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, reservation.id), eq(idempotencyKeys.lease, reservation.lease)));
    },

    /** Removes expired rows (the hourly sweep); returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, sql`now()`)).returning({ id: idempotencyKeys.id });
      return removed.length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
