import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MOVIE_RATINGS, movieRatingSchema, MY_LIST_MAX_ITEMS, TV_RATINGS, tvRatingSchema } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { myListItems, parentalControls, titles, watchProgress } from '../../db/schema.ts';
import { accountMigrations } from '../../db/migration-schema.ts';

/** A My List row as it moves: what it points at and when it was added (the list's order). */
export interface CarriedListItem {
  kind: 'title' | 'series';
  id: number;
  addedAt: Date;
}

/** A resume point as it moves: where the viewer stopped in a title, and when. */
export interface CarriedResumePoint {
  titleId: number;
  seconds: number;
  updatedAt: Date;
}

/** A profile's own viewing restrictions as they move. */
export interface CarriedRestrictions {
  movie: string;
  tv: string;
  defaultMovie: string;
  defaultTv: string;
}

/** Everything that carries over from a TV-provider viewer, newest first. */
export interface Carried {
  myList: CarriedListItem[];
  resumePoints: CarriedResumePoint[];
  restrictions: CarriedRestrictions | null;
}

/** What one copy added to the direct account (rows already there are not counted). */
export interface Copied {
  myList: number;
  resumePoints: number;
  restrictions: boolean;
}

/**
 * The migration's reads and writes. Copying a viewer's rows whole, with their own times, is what
 * this area does, so it reads and writes My List, watch progress and restrictions itself rather
 * than through their areas' one-item calls (which stamp now() and would reorder the list).
 */
export function createMigrationRepository(db: Db) {
  return {
    /** What the viewer has that carries over: My List, in-progress titles and their own restrictions. */
    async carried(tveUserId: string): Promise<Carried> {
      const [list, progress, [limits]] = await Promise.all([
        db
          .select({ kind: myListItems.itemType, id: myListItems.itemId, addedAt: myListItems.addedAt })
          .from(myListItems)
          .where(eq(myListItems.tveUserId, tveUserId))
          .orderBy(desc(myListItems.addedAt), myListItems.itemType, desc(myListItems.itemId)),
        db
          .select({ titleId: watchProgress.titleId, seconds: watchProgress.seconds, updatedAt: watchProgress.updatedAt })
          .from(watchProgress)
          .where(and(eq(watchProgress.tveUserId, tveUserId), eq(watchProgress.status, 'IN_PROGRESS')))
          .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.titleId)),
        db.select().from(parentalControls).where(eq(parentalControls.tveUserId, tveUserId)).limit(1),
      ]);
      const restrictions = limits
        ? { movie: limits.movie, tv: limits.tv, defaultMovie: limits.defaultMovie, defaultTv: limits.defaultTv }
        : null;
      return { myList: list, resumePoints: progress, restrictions };
    },

    /**
     * Adds what was carried to a direct account, in one transaction, leaving whatever the account
     * holds already: a list item or resume point it has keeps its own, and restrictions it set
     * stay (they are never loosened by a move). So a retry, or a second move, copies nothing twice.
     * My List stops at MY_LIST_MAX_ITEMS, newest first; titles the direct catalogue lacks are skipped.
     */
    async copyTo(directTveUserId: string, carried: Carried): Promise<Copied> {
      return db.transaction(async (tx) => {
        const [{ size } = { size: 0 }] = await tx.select({ size: count() }).from(myListItems).where(eq(myListItems.tveUserId, directTveUserId));
        const room = Math.max(0, MY_LIST_MAX_ITEMS - size);
        const listed = room === 0 || carried.myList.length === 0
          ? []
          : await tx
              .insert(myListItems)
              .values(carried.myList.slice(0, room).map((item) => ({ tveUserId: directTveUserId, itemType: item.kind, itemId: item.id, addedAt: item.addedAt })))
              .onConflictDoNothing()
              .returning({ itemId: myListItems.itemId });

        const wanted = carried.resumePoints.map((point) => point.titleId);
        const known = wanted.length === 0 ? [] : await tx.select({ id: titles.id }).from(titles).where(inArray(titles.id, wanted));
        const knownIds = new Set(known.map((row) => row.id));
        const points = carried.resumePoints.filter((point) => knownIds.has(point.titleId));
        const resumed = points.length === 0
          ? []
          : await tx
              .insert(watchProgress)
              .values(points.map((point) => ({ tveUserId: directTveUserId, titleId: point.titleId, seconds: point.seconds, status: 'IN_PROGRESS', updatedAt: point.updatedAt })))
              .onConflictDoNothing()
              .returning({ titleId: watchProgress.titleId });

        const restricted = carried.restrictions
          ? await tx.insert(parentalControls).values({ tveUserId: directTveUserId, ...carried.restrictions }).onConflictDoNothing().returning({ tveUserId: parentalControls.tveUserId })
          : [];
        return { myList: listed.length, resumePoints: resumed.length, restrictions: restricted.length > 0 };
      });
    },

    /** The direct account this viewer moved to, if they did. */
    async migrationOf(tveUserId: string): Promise<{ directTveUserId: string; email: string } | null> {
      const [row] = await db.select().from(accountMigrations).where(eq(accountMigrations.tveUserId, tveUserId)).limit(1);
      return row ? { directTveUserId: row.directTveUserId, email: row.email } : null;
    },

    /** Records (or moves) the viewer's link to a direct account. */
    async recordMigration(tveUserId: string, directTveUserId: string, email: string): Promise<void> {
      await db
        .insert(accountMigrations)
        .values({ tveUserId, directTveUserId, email })
        .onConflictDoUpdate({ target: accountMigrations.tveUserId, set: { directTveUserId, email, migratedAt: new Date() } });
    },
  };
}
export type MigrationRepository = ReturnType<typeof createMigrationRepository>;

/** A stored restriction value read as today's rating lists know it, failing closed (as parental controls does). */
export function readRestrictions(restrictions: CarriedRestrictions) {
  return {
    movie: movieRatingSchema.catch(MOVIE_RATINGS[0].value).parse(restrictions.movie),
    tv: tvRatingSchema.catch(TV_RATINGS[0].value).parse(restrictions.tv),
  };
}
