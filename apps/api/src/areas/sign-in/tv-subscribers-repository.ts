import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tvSubscribers, users, type TvSubscriberRow } from '../../db/schema.ts';

export type NewTvSubscriber = Omit<TvSubscriberRow, 'createdAt'>;

/** The demo TV providers' subscribers, as the embedded identity provider knows them. */
export function createTvSubscribersRepository(db: Db) {
  return {
    async findById(id: string): Promise<TvSubscriberRow | null> {
      const [row] = await db.select().from(tvSubscribers).where(eq(tvSubscribers.id, id)).limit(1);
      return row ?? null;
    },

    /** A provider's subscriber by user name, whatever its case (the unique index's rule). */
    async findByLogin(msoId: number, username: string): Promise<TvSubscriberRow | null> {
      const [row] = await db
        .select()
        .from(tvSubscribers)
        .where(and(eq(tvSubscribers.msoId, msoId), sql`lower(${tvSubscribers.username}) = lower(${username})`))
        .limit(1);
      return row ?? null;
    },

    /** Which of these ids are already stored. */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: tvSubscribers.id }).from(tvSubscribers).where(inArray(tvSubscribers.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Deletes these subscribers and the app users they signed in as (with all the users hold);
     * answers the ids that were stored.
     */
    async deleteWithUsers(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const removed = await tx.delete(tvSubscribers).where(inArray(tvSubscribers.id, ids)).returning({ id: tvSubscribers.id, msoId: tvSubscribers.msoId });
        for (const { id, msoId } of removed) await tx.delete(users).where(and(eq(users.msoId, msoId), eq(users.msoUserId, id)));
        return removed.map((row) => row.id);
      });
    },

    /** Inserts the subscriber unless its id or login is taken; says whether it was inserted. */
    async insertIfAbsent(subscriber: NewTvSubscriber): Promise<boolean> {
      const inserted = await db.insert(tvSubscribers).values(subscriber).onConflictDoNothing().returning({ id: tvSubscribers.id });
      return inserted.length > 0;
    },
  };
}
export type TvSubscribersRepository = ReturnType<typeof createTvSubscribersRepository>;
