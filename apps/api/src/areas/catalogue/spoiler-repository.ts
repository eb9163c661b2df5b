import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { titles, watchProgress } from '../../db/schema.ts';
import { spoilerReveals, spoilerShieldOff } from '../../db/spoiler-schema.ts';
import { reachedPlaces, seesSpoilers, type SpoilerItem } from './spoiler-visibility.ts';

const MARKED_COLUMNS = {
  id: titles.id,
  seriesId: titles.seriesId,
  seasonNum: titles.seasonNum,
  episodeNum: titles.episodeNum,
  short: titles.descriptionShort,
  medium: titles.descriptionMedium,
  long: titles.descriptionLong,
};

/** Each viewer's reveals and shield setting, and the marked values they may see (spoiler-visibility.ts). */
export function createSpoilerRepository(db: Db) {
  return {
    async shieldOn(tveUserId: string): Promise<boolean> {
      const rows = await db.select({ id: spoilerShieldOff.tveUserId }).from(spoilerShieldOff).where(eq(spoilerShieldOff.tveUserId, tveUserId));
      return rows.length === 0;
    },

    async setShield(tveUserId: string, on: boolean): Promise<void> {
      if (on) await db.delete(spoilerShieldOff).where(eq(spoilerShieldOff.tveUserId, tveUserId));
      else await db.insert(spoilerShieldOff).values({ tveUserId }).onConflictDoNothing();
    },

    /** Reveals a marked title for this viewer (again is no change); false when no such title. */
    async reveal(tveUserId: string, titleId: number): Promise<boolean> {
      const [title] = await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId));
      if (!title) return false;
      await db.insert(spoilerReveals).values({ tveUserId, titleId }).onConflictDoNothing();
      return true;
    },

    /** The marked description of each of the ids this viewer may see. */
    async visibleValues(tveUserId: string, ids: readonly number[], shieldOn: boolean) {
      if (ids.length === 0) return [];
      const marked = await db
        .select(MARKED_COLUMNS)
        .from(titles)
        .where(and(inArray(titles.id, [...ids]), sql`'description' = ANY(${titles.spoilers})`));
      if (marked.length === 0) return [];
      const seriesIds = [...new Set(marked.flatMap((item) => (item.seriesId === null ? [] : [item.seriesId])))];
      const [played, revealed] = await Promise.all([
        db
          .select({ id: titles.id, seriesId: titles.seriesId, seasonNum: titles.seasonNum, episodeNum: titles.episodeNum })
          .from(watchProgress)
          .innerJoin(titles, eq(titles.id, watchProgress.titleId))
          .where(
            and(
              eq(watchProgress.tveUserId, tveUserId),
              or(inArray(titles.id, marked.map((item) => item.id)), seriesIds.length > 0 ? inArray(titles.seriesId, seriesIds) : undefined),
            ),
          ),
        db
          .select({ id: spoilerReveals.titleId })
          .from(spoilerReveals)
          .where(and(eq(spoilerReveals.tveUserId, tveUserId), inArray(spoilerReveals.titleId, marked.map((item) => item.id)))),
      ]);
      const viewer = {
        shieldOff: !shieldOn,
        revealed: new Set(revealed.map((row) => row.id)),
        watched: new Set(played.map((row) => row.id)),
        reached: reachedPlaces(played satisfies SpoilerItem[]),
      };
      return marked
        .filter((item) => seesSpoilers(item, viewer))
        .map((item) => ({ id: item.id, description: { short: item.short, medium: item.medium, long: item.long } }));
    },
  };
}
export type SpoilerRepository = ReturnType<typeof createSpoilerRepository>;
