import { eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { MOVIE_RATINGS, movieRatingSchema, TV_RATINGS, tvRatingSchema, type MovieRating, type TvRating } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { parentalControls, users, type ParentalControlsRow } from '../../db/schema.ts';

/** One profile's saved viewing restrictions; default* are what its household's subs start with. */
export interface StoredRestrictions {
  movie: MovieRating;
  tv: TvRating;
  defaultMovie: MovieRating;
  defaultTv: TvRating;
}

/**
 * A stored value outside today's rating lists (a hand-edited row, a level since withdrawn) fails
 * closed: it reads as the most restrictive level, never as unrestricted and never as an error.
 */
function toRestrictions(row: ParentalControlsRow): StoredRestrictions {
  const movie = (value: string) => movieRatingSchema.catch(MOVIE_RATINGS[0].value).parse(value);
  const tv = (value: string) => tvRatingSchema.catch(TV_RATINGS[0].value).parse(value);
  return { movie: movie(row.movie), tv: tv(row.tv), defaultMovie: movie(row.defaultMovie), defaultTv: tv(row.defaultTv) };
}

/**
 * Viewing restrictions per profile (table parental_controls). Not cached: they are read only by
 * the restriction calls, and a limit must hold the moment it is saved, on every instance.
 */
export function createParentalControlsRepository(db: Db) {
  return {
    async find(tveUserId: string): Promise<StoredRestrictions | null> {
      const [row] = await db.select().from(parentalControls).where(eq(parentalControls.tveUserId, tveUserId)).limit(1);
      return row ? toRestrictions(row) : null;
    },

    /** The saved restrictions of several profiles, by tveUserId (profiles without a row are absent). */
    async findMany(tveUserIds: readonly string[]): Promise<Map<string, StoredRestrictions>> {
      if (tveUserIds.length === 0) return new Map();
      const rows = await db.select().from(parentalControls).where(inArray(parentalControls.tveUserId, [...tveUserIds]));
      return new Map(rows.map((row) => [row.tveUserId, toRestrictions(row)]));
    },

    /** Saves a profile's own restrictions, replacing any earlier ones. */
    async save(tveUserId: string, restrictions: StoredRestrictions): Promise<StoredRestrictions> {
      const [row] = await db
        .insert(parentalControls)
        .values({ tveUserId, ...restrictions })
        .onConflictDoUpdate({ target: parentalControls.tveUserId, set: { ...restrictions, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('the viewing restrictions could not be stored');
      return toRestrictions(row);
    },

    /**
     * The household a user belongs to, as its provider reported it at the last sign-in. Read
     * here because the contract's User does not carry it (it is never sent to the browser).
     */
    async householdId(tveUserId: string): Promise<string | null> {
      const [row] = await db.select({ householdId: users.householdId }).from(users).where(eq(users.tveUserId, tveUserId)).limit(1);
      return row?.householdId ?? null;
    },
  };
}
export type ParentalControlsRepository = ReturnType<typeof createParentalControlsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    parentalControlsRepository: ParentalControlsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('parentalControlsRepository', createParentalControlsRepository(app.database.db));
  },
  { name: 'parental-controls-repository', dependencies: ['database'] },
);
