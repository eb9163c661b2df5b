import { and, asc, inArray } from 'drizzle-orm';
import { titleIdSchema, type TitleId } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { titles } from '../../db/schema.ts';
import { titleAvailable } from '../catalogue/catalogue-rows.ts';
import type { MediaTitle } from './media-files.ts';

/**
 * The titles the media origin serves (the available ones, as start-play's title lookup finds
 * them), for `npm run media:package`; the server itself looks titles up one at a time.
 */
export function createPlayableTitlesRepository(db: Db) {
  return {
    /** Every playable title, or those of `ids` that are playable, by id. */
    async list(ids?: readonly TitleId[]): Promise<MediaTitle[]> {
      const rows = await db
        .select({ id: titles.id, duration: titles.durationS })
        .from(titles)
        .where(ids ? and(inArray(titles.id, [...ids]), titleAvailable()) : titleAvailable())
        .orderBy(asc(titles.id));
      return rows.map((row) => ({ id: titleIdSchema.parse(row.id), duration: row.duration }));
    },
  };
}
