import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { PLAYED_INTERVAL_SECONDS, type ActiveStream } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { activeStreams } from '../../db/active-streams-schema.ts';

/** A session's own stream, as a start-play's check read it. */
export interface OwnStream {
  playing: string;
  lastSeenAt: Date;
  stopped: boolean;
}

/** What the limit's check reads of an account for a session: the other live streams, and the session's own. */
export interface SessionStreams {
  others: ActiveStream[];
  own: OwnStream | null;
}

/** What a session's progress call found of its stream: playing, stopped from another device, or none (never started, or ended). */
export type StreamStanding = 'live' | 'stopped' | 'none';

/**
 * The streams each account plays now (table active_streams), one per session: start-play claims
 * it, progress calls renew it, endplay ends it, and the viewer may stop another device's
 * (stream-limit.ts says how many count).
 */
export function createActiveStreamsRepository(db: Db) {
  return {
    /**
     * The account's streams in one read: the others heard from since `since` and not stopped,
     * oldest first (what the limit counts), and this session's own, whatever its state (what a
     * claim after the check needs to know).
     */
    async streamsOf(tveUserId: string, sessionId: string, since: Date): Promise<SessionStreams> {
      const rows = await db
        .select()
        .from(activeStreams)
        .where(and(eq(activeStreams.tveUserId, tveUserId), or(eq(activeStreams.sessionId, sessionId), and(gte(activeStreams.lastSeenAt, since), isNull(activeStreams.stoppedAt)))))
        .orderBy(activeStreams.startedAt);
      const own = rows.find((row) => row.sessionId === sessionId);
      return {
        others: rows.filter((row) => row !== own).map((row) => ({ id: row.id, deviceName: row.deviceName, playing: row.playing, lastSeenAt: row.lastSeenAt.getTime() })),
        own: own ? { playing: own.playing, lastSeenAt: own.lastSeenAt, stopped: own.stoppedAt !== null } : null,
      };
    },

    /**
     * The session's stream starts (or starts over, a stopped one too) playing `playing`. A session
     * already playing it (`own`, as streamsOf read it), heard from within a progress interval, is
     * left as it is: a retried or reloaded start-play then writes nothing (a write per start-play
     * held the embedded database's one connection: start-play under load fell from 4,229 to 315 a
     * second on PGlite).
     */
    async claim(stream: { sessionId: string; tveUserId: string; deviceName: string; playing: string; at: Date }, own: OwnStream | null): Promise<void> {
      const { sessionId, tveUserId, deviceName, playing, at } = stream;
      if (own && !own.stopped && own.playing === playing && at.getTime() - own.lastSeenAt.getTime() < PLAYED_INTERVAL_SECONDS * 1000) return;
      await db
        .insert(activeStreams)
        .values({ id: randomUUID(), sessionId, tveUserId, deviceName, playing, startedAt: at, lastSeenAt: at })
        .onConflictDoUpdate({ target: activeStreams.sessionId, set: { deviceName, playing, startedAt: at, lastSeenAt: at, stoppedAt: null } });
    },

    /** A progress call of the session: its stream heard from at `at`, unless it was stopped. */
    async touch(sessionId: string, at: Date): Promise<StreamStanding> {
      const renewed = await db
        .update(activeStreams)
        .set({ lastSeenAt: at })
        .where(and(eq(activeStreams.sessionId, sessionId), isNull(activeStreams.stoppedAt)))
        .returning({ id: activeStreams.id });
      if (renewed.length) return 'live';
      const [row] = await db.select({ id: activeStreams.id }).from(activeStreams).where(eq(activeStreams.sessionId, sessionId));
      return row ? 'stopped' : 'none';
    },

    /** The session's play ended: its place is free. */
    async end(sessionId: string): Promise<void> {
      await db.delete(activeStreams).where(eq(activeStreams.sessionId, sessionId));
    },

    /** Stops the account's stream `id` (another device's); false when the account has no such stream playing. */
    async stop(tveUserId: string, id: string, at: Date): Promise<boolean> {
      const stopped = await db
        .update(activeStreams)
        .set({ stoppedAt: at })
        .where(and(eq(activeStreams.id, id), eq(activeStreams.tveUserId, tveUserId), isNull(activeStreams.stoppedAt)))
        .returning({ id: activeStreams.id });
      return stopped.length > 0;
    },
  };
}
export type ActiveStreamsRepository = ReturnType<typeof createActiveStreamsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    activeStreams: ActiveStreamsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('activeStreams', createActiveStreamsRepository(app.database.db));
  },
  { name: 'active-streams-repository', dependencies: ['database'] },
);
