import type { Database } from '../db/database.ts';
import { APP_HEADERS, insertSession, insertUser } from './test-app.ts';

export interface RatingLimitsRow {
  movie: string;
  tv: string;
}

/**
 * A registered viewer of provider 101 in a household of its own, signed in, optionally with
 * viewing restrictions stored for it: the headers of its calls (the app's, so CSRF passes).
 */
export async function signedInViewer(database: Database, id: string, restrictions?: RatingLimitsRow): Promise<Record<string, string>> {
  await insertUser(database, id, { registered: true, sql: { mso_id: 101, mso_user_id: `m-${id}`, household_id: `h-${id}`, legal: true } });
  if (restrictions) {
    await database.query(
      "INSERT INTO parental_controls (tve_user_id, movie, tv, default_movie, default_tv) VALUES ($1, $2, $3, 'MOVIE_NR', 'TV_NR')",
      [id, restrictions.movie, restrictions.tv],
    );
  }
  return { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(database, id)}` };
}
