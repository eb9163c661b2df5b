import { and, desc, eq, not, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { titleIdSchema, WATCH_STATUSES, type PlayRef, type SeriesId, type TitleId, type WatchStatus } from '@stat/contracts';
import { titleAvailable } from '../catalogue/catalogue-rows.ts';
import type { Db } from '../../db/database.ts';
import { titles, watchProgress } from '../../db/schema.ts';
import { newPlayRef } from './play-ref.ts';

/** Where a viewer stopped in one title. */
export interface Progress {
  titleId: TitleId;
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
  titleId: TitleId;
  durationSeconds: number;
  progress: Progress | null;
}

const PROGRESS_COLUMNS = {
  titleId: watchProgress.titleId,
  seconds: watchProgress.seconds,
  status: watchProgress.status,
  hidden: watchProgress.hidden,
  updatedAt: watchProgress.updatedAt,
};
type ProgressRow = Pick<typeof watchProgress.$inferSelect, keyof typeof PROGRESS_COLUMNS>;

const statusOf = (value: string): WatchStatus => ((WATCH_STATUSES as readonly string[]).includes(value) ? (value as WatchStatus) : 'NOT_WATCHED');

function toProgress(row: ProgressRow): Progress {
  return { titleId: titleIdSchema.parse(row.titleId), seconds: row.seconds, status: statusOf(row.status), hidden: row.hidden, updatedAt: new Date(row.updatedAt) };
}

/**
 * Each viewer's progress per title (table watch_progress): resume points, the user-title
 * bookmark and the resume-watching shelf. `hidden` takes a title off the shelf only; the
 * progress stays, so its resume point still works.
 */
export function createWatchProgressRepository(db: Db) {
  const ofTitle = (tveUserId: string, titleId: TitleId) => and(eq(watchProgress.tveUserId, tveUserId), eq(watchProgress.titleId, titleId));
  return {
    async find(tveUserId: string, titleId: TitleId): Promise<Progress | null> {
      const [row] = await db.select(PROGRESS_COLUMNS).from(watchProgress).where(ofTitle(tveUserId, titleId));
      return row ? toProgress(row) : null;
    },

    /** A series' available episodes by season and number, each with the viewer's progress. */
    async seriesEpisodes(tveUserId: string, seriesId: SeriesId): Promise<EpisodeProgress[]> {
      const rows = await db
        .select({ id: titles.id, durationS: titles.durationS, progress: PROGRESS_COLUMNS })
        .from(titles)
        .leftJoin(watchProgress, and(eq(watchProgress.titleId, titles.id), eq(watchProgress.tveUserId, tveUserId)))
        .where(and(eq(titles.seriesId, seriesId), titleAvailable()))
        .orderBy(titles.seasonNum, titles.episodeNum);
      return rows.map((row) => ({
        titleId: titleIdSchema.parse(row.id),
        durationSeconds: row.durationS,
        progress: row.progress === null ? null : toProgress(row.progress),
      }));
    },

    /**
     * The resume-watching shelf: titles in progress and not hidden, most recent first, one per
     * series (its most recently watched episode), at most `limit`.
     */
    async resumeShelf(tveUserId: string, limit: number): Promise<Progress[]> {
      const seriesOrTitle = sql`coalesce('s' || ${titles.seriesId}, 't' || ${titles.id})`;
      const latest = db
        .selectDistinctOn([seriesOrTitle], PROGRESS_COLUMNS)
        .from(watchProgress)
        .innerJoin(titles, eq(titles.id, watchProgress.titleId))
        .where(and(eq(watchProgress.tveUserId, tveUserId), eq(watchProgress.status, 'IN_PROGRESS'), not(watchProgress.hidden), titleAvailable()))
        .orderBy(seriesOrTitle, desc(watchProgress.updatedAt), desc(watchProgress.titleId))
        .as('latest');
      const rows = await db.select().from(latest).orderBy(desc(latest.updatedAt), desc(latest.titleId)).limit(limit);
      return rows.map(toProgress);
    },

    /** Takes a title off the viewer's shelf; true when there was progress to hide. */
    async hide(tveUserId: string, titleId: TitleId): Promise<boolean> {
      const rows = await db.update(watchProgress).set({ hidden: true }).where(ofTitle(tveUserId, titleId)).returning({ titleId: watchProgress.titleId });
      return rows.length > 0;
    },

    /** An available title's duration in seconds; null when there is no such title (or it expired). */
    async titleDuration(titleId: TitleId): Promise<number | null> {
      const [row] = await db.select({ durationS: titles.durationS }).from(titles).where(and(eq(titles.id, titleId), titleAvailable()));
      return row?.durationS ?? null;
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
    async record(tveUserId: string, titleId: TitleId, write: ProgressWrite): Promise<boolean> {
      const { ref, seq } = write.play ?? { ref: newPlayRef(), seq: 0 };
      const rows = await db
        .insert(watchProgress)
        .values({ tveUserId, titleId, seconds: write.seconds, status: write.status, playRef: ref, playSeq: seq })
        .onConflictDoUpdate({
          target: [watchProgress.tveUserId, watchProgress.titleId],
          set: {
            seconds: sql`excluded.seconds`,
            status: sql`excluded.status`,
            playRef: sql`excluded.play_ref`,
            playSeq: sql`excluded.play_seq`,
            hidden: false,
            updatedAt: sql`now()`,
          },
          // A row-value comparison: the builder has no operator for it.
          setWhere: sql`${watchProgress.playRef} IS NULL OR (excluded.play_ref, excluded.play_seq) > (${watchProgress.playRef}, ${watchProgress.playSeq})`,
        })
        .returning({ titleId: watchProgress.titleId });
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
    app.decorate('watchProgressRepository', createWatchProgressRepository(app.database.db));
  },
  { name: 'watch-progress-repository', dependencies: ['database'] },
);
