import { titleIdSchema, type TitleId } from '@stat/contracts';
import type { Database } from '../db/database.ts';

interface PlayableTitle {
  id: TitleId;
  duration: number;
}

export interface PlayableIds {
  /** A movie rated above PG, not free. */
  movie: PlayableTitle;
  /** Another such movie. */
  otherMovie: PlayableTitle;
  /** A free episode. */
  free: PlayableTitle;
}

/** Titles of the seed catalogue that playback tests need, found by what they are, not by id. */
export async function playableIds(database: Database): Promise<PlayableIds> {
  const movies = await database.query<{ id: number; duration_s: number }>(
    "SELECT id, duration_s FROM titles WHERE type = 'movie' AND rating = 'MOVIE_R' AND NOT 'free' = ANY(flags) ORDER BY id LIMIT 2",
  );
  const [free] = await database.query<{ id: number; duration_s: number }>("SELECT id, duration_s FROM titles WHERE 'free' = ANY(flags) ORDER BY id LIMIT 1");
  const of = (row: { id: number; duration_s: number } | undefined) => {
    if (!row) throw new Error('the seed catalogue lacks a title the playback tests need');
    return { id: titleIdSchema.parse(row.id), duration: row.duration_s };
  };
  return { movie: of(movies[0]), otherMovie: of(movies[1]), free: of(free) };
}
