import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { DAY_MS } from '@stat/contracts';
import type { Db } from '../db/database.ts';
import { sessions, type SessionRow } from '../db/schema.ts';
import type { InvalidationBus } from '../lib/invalidation-bus.ts';
import { createTtlCache, type TtlCacheOptions } from '../lib/ttl-cache.ts';

/** Sessions live 30 days after their last use (sliding expiry). */
export const SESSION_TTL_MS = 30 * DAY_MS;

/**
 * Every /api request looks its session up: this instance remembers a found session for 5 s.
 * Sign-out, rotation and extension drop the entry at once here, and on every instance through
 * the invalidation bus; a session deleted by plain SQL is still honoured for at most this long.
 */
export const SESSION_CACHE: TtlCacheOptions = { ttlMs: 5_000, maxEntries: 10_000 };

/** The opaque cookie value (and a TV's bearer token): 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database keeps only this digest, so a leaked table does not leak live cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedSession {
  token: string;
  session: SessionRow;
}

/** The sessions cache's name on the invalidation bus. */
const SESSION_CACHE_NAME = 'sessions';

/** Without a `bus`, only this repository's own writes drop its entries (one instance). */
export function createSessionsRepository(db: Db, now: () => Date = () => new Date(), cacheOptions = SESSION_CACHE, bus?: InvalidationBus) {
  const expiry = () => new Date(now().getTime() + SESSION_TTL_MS);
  const cache = createTtlCache<string, SessionRow | null>(cacheOptions, () => now().getTime(), bus && { bus, name: SESSION_CACHE_NAME });
  const select = async (id: string) => {
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, now()))))
      .limit(1);
    return rows[0] ?? null;
  };
  // No session to drop (a visitor without one signing in): the write alone.
  const writing = <T>(id: string | null, write: () => Promise<T>): Promise<T> => (id ? cache.writing(id, write) : write());
  const deleteOne = async (id: string) => {
    await writing(id, () => db.delete(sessions).where(eq(sessions.id, id)));
  };
  return {
    /** Starts a session, for a user or (tveUserId null) for a signed-out visitor. */
    async create(tveUserId: string | null): Promise<IssuedSession> {
      const token = newSessionToken();
      const [session] = await db
        .insert(sessions)
        .values({ id: hashSessionToken(token), tveUserId, expiresAt: expiry() })
        .returning();
      return { token, session: session! };
    },

    /** A TV's session for the viewer who activated it: no expiry, it ends when the device is removed. */
    async createForDevice(tveUserId: string, deviceId: string): Promise<IssuedSession> {
      const token = newSessionToken();
      const [session] = await db
        .insert(sessions)
        .values({ id: hashSessionToken(token), tveUserId, deviceId, expiresAt: null })
        .returning();
      return { token, session: session! };
    },

    /** The unexpired session a cookie (or bearer) token stands for, if any. */
    async findByToken(token: string): Promise<SessionRow | null> {
      const id = hashSessionToken(token);
      const row = await cache.get(id, () => select(id), (found) => found !== null);
      // A remembered row can pass its expiry while cached.
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= now().getTime())) return null;
      // A copy: callers may change it (the new expiry after extend), the cache's row stays as read.
      return { ...row };
    },

    /** Pushes the expiry 30 days from now; returns the new expiry. */
    async extend(id: string): Promise<Date> {
      const expiresAt = expiry();
      await writing(id, () => db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)));
      return expiresAt;
    },

    /**
     * Replaces a session with a new one under a new token (at sign-in, against session
     * fixation): the old row is deleted in the same transaction.
     */
    async rotate(oldId: string | null, tveUserId: string | null): Promise<IssuedSession> {
      const token = newSessionToken();
      const session = await writing(oldId, () => db.transaction(async (tx) => {
        if (oldId) await tx.delete(sessions).where(eq(sessions.id, oldId));
        const [row] = await tx
          .insert(sessions)
          .values({ id: hashSessionToken(token), tveUserId, expiresAt: expiry() })
          .returning();
        return row!;
      }));
      return { token, session };
    },

    delete: deleteOne,

    /** Ends the sessions of these devices, each through the cache, so their tokens stop at once everywhere. */
    async deleteOfDevices(deviceIds: readonly string[]): Promise<void> {
      if (deviceIds.length === 0) return;
      const rows = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.deviceId, [...deviceIds]));
      await Promise.all(rows.map((row) => deleteOne(row.id)));
    },

    /**
     * Ends the user's browser sessions but `keep` (a password changed or reset), each through the
     * cache; a TV's session stays: its device is removed on its own.
     */
    async deleteBrowserSessionsOf(tveUserId: string, keep: string | null = null): Promise<void> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.tveUserId, tveUserId), isNull(sessions.deviceId), keep ? ne(sessions.id, keep) : undefined));
      await Promise.all(rows.map((row) => deleteOne(row.id)));
    },

    /** Removes expired rows; returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(sessions).where(lte(sessions.expiresAt, now())).returning({ id: sessions.id });
      return removed.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessionsRepository', createSessionsRepository(app.database.db, undefined, undefined, app.invalidationBus));
  },
  { name: 'sessions-repository', dependencies: ['database', 'invalidation-bus'] },
);
