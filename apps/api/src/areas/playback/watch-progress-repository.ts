import fp from 'fastify-plugin';
import { WATCH_STATUSES, type PlayRef, type WatchStatus } from '@stat/contracts';
import { TITLE_AVAILABLE } from '../catalogue/catalogue-rows.ts';
import type { SqlRunner } from '../../db/database.ts';
import { newPlayRef } from './play-ref.ts';

/** Where a viewer stopped in one title. */
export interface Progress {
  titleId: number;
  seconds: number;
  status: WatchStatus;
  hidden: boolean;
  updatedAt: Date;
}

/**
 * A progress call's write: the position and its status, ordered by the play and the call within
 * it, or, for a call that names neither (as the spec's does), by its arrival (`play: null`).
 */
export interface ProgressWrite {
  seconds: number;
  status: WatchStatus;
  play: { ref: PlayRef; seq: number } | null;
}

/** An available episode of a series in order, with the viewer's progress in it if any. */
export interface EpisodeProgress {
  titleId: number;
  durationSeconds: number;
  progress: Progress | null;
}

interface ProgressSqlRow extends Record<string, unknown> {
  title_id: number;
  seconds: number;
  status: string;
  hidden: boolean;
  updated_at: Date | string;
}

const statusOf = (value: string): WatchStatus => ((WATCH_STATUSES as readonly string[]).includes(value) ? (value as WatchStatus) : 'NOT_WATCHED');

function toProgress(row: ProgressSqlRow): Progress {
  return { titleId: row.title_id, seconds: row.seconds, status: statusOf(row.status), hidden: row.hidden, updatedAt: new Date(row.updated_at) };
}

/**
 * Each viewer's progress per title (table watch_progress): resume points, the user-title
 * bookmark and the resume-watching shelf. `hidden` takes a title off the shelf only; the
 * progress stays, so its resume point still works.
 */
export function createWatchProgressRepository(database: SqlRunner) {
  return {
    async find(tveUserId: string, titleId: number): Promise<Progress | null> {
      const [row] = await database.query<ProgressSqlRow>(
        'SELECT title_id, seconds, status, hidden, updated_at FROM watch_progress WHERE tve_user_id = $1 AND title_id = $2',
        [tveUserId, titleId],
      );
      return row ? toProgress(row) : null;
    },

    /** A series' available episodes by season and number, each with the viewer's progress. */
    async seriesEpisodes(tveUserId: string, seriesId: number): Promise<EpisodeProgress[]> {
      const rows = await database.query<{ id: number; duration_s: number } & Partial<ProgressSqlRow>>(
        `SELECT t.id, t.duration_s, p.title_id, p.seconds, p.status, p.hidden, p.updated_at
         FROM titles t LEFT JOIN watch_progress p ON p.title_id = t.id AND p.tve_user_id = $2
         WHERE t.series_id = $1 AND ${TITLE_AVAILABLE}
         ORDER BY t.season_num, t.episode_num`,
        [seriesId, tveUserId],
      );
      return rows.map((row) => ({
        titleId: row.id,
        durationSeconds: row.duration_s,
        progress: row.title_id == null ? null : toProgress(row as ProgressSqlRow),
      }));
    },

    /**
     * The resume-watching shelf: titles in progress and not hidden, most recent first, one per
     * series (its most recently watched episode), at most `limit`.
     */
    async resumeShelf(tveUserId: string, limit: number): Promise<Progress[]> {
      const rows = await database.query<ProgressSqlRow>(
        `SELECT title_id, seconds, status, hidden, updated_at FROM (
           SELECT DISTINCT ON (coalesce('s' || t.series_id, 't' || t.id))
             p.title_id, p.seconds, p.status, p.hidden, p.updated_at
           FROM watch_progress p JOIN titles t ON t.id = p.title_id
           WHERE p.tve_user_id = $1 AND p.status = 'IN_PROGRESS' AND NOT p.hidden AND ${TITLE_AVAILABLE}
           ORDER BY coalesce('s' || t.series_id, 't' || t.id), p.updated_at DESC, p.title_id DESC
         ) latest
         ORDER BY updated_at DESC, title_id DESC
         LIMIT $2`,
        [tveUserId, limit],
      );
      return rows.map(toProgress);
    },

    /** Takes a title off the viewer's shelf; true when there was progress to hide. */
    async hide(tveUserId: string, titleId: number): Promise<boolean> {
      const rows = await database.query('UPDATE watch_progress SET hidden = true WHERE tve_user_id = $1 AND title_id = $2 RETURNING title_id', [
        tveUserId,
        titleId,
      ]);
      return rows.length > 0;
    },

    /** An available title's duration in seconds; null when there is no such title (or it expired). */
    async titleDuration(titleId: number): Promise<number | null> {
      const [row] = await database.query<{ duration_s: number }>(`SELECT t.duration_s FROM titles t WHERE t.id = $1 AND ${TITLE_AVAILABLE}`, [titleId]);
      return row?.duration_s ?? null;
    },

    /**
     * Records where the viewer is in a title (the player's progress calls), if the write is
     * newer than the one that last moved the bookmark: a later play (greater ref), or the same
     * play's later call (greater seq). True when it applied. One statement, so the comparison
     * and the write are atomic on every instance: ON CONFLICT locks the row and compares
     * against its latest version. An applied write puts a title hidden from the shelf back on
     * it (watching it again is asking for it back); a late or repeated one changes nothing.
     * A write without a play counts as a play of one call started on arrival: a ref made now
     * (UUIDv7, so it sorts by time), seq 0. It outranks every play started before it and every
     * earlier such write, and a play started after it outranks it.
     */
    async record(tveUserId: string, titleId: number, write: ProgressWrite): Promise<boolean> {
      const { ref, seq } = write.play ?? { ref: newPlayRef(), seq: 0 };
      const rows = await database.query(
        `INSERT INTO watch_progress AS p (tve_user_id, title_id, seconds, status, play_ref, play_seq)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tve_user_id, title_id) DO UPDATE
           SET seconds = excluded.seconds, status = excluded.status, play_ref = excluded.play_ref,
               play_seq = excluded.play_seq, hidden = false, updated_at = now()
           WHERE p.play_ref IS NULL OR (excluded.play_ref, excluded.play_seq) > (p.play_ref, p.play_seq)
         RETURNING p.title_id`,
        [tveUserId, titleId, write.seconds, write.status, ref, seq],
      );
      return rows.length > 0;
    },
  };
}
export type WatchProgressRepository = ReturnType<typeof createWatchProgressRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    watchProgressRepository: WatchProgressRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('watchProgressRepository', createWatchProgressRepository(app.database));
  },
  { name: 'watch-progress-repository', dependencies: ['database'] },
);
