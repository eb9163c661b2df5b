import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { PLAYED_INTERVAL_SECONDS, type ActiveStream } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { activeStreams } from '../../db/active-streams-schema.ts';

/** What a session's progress call found of its stream: playing, stopped from another device, or none (never started, or ended). */
export type StreamStanding = 'live' | 'stopped' | 'none';

/**
 * The streams each account plays now (table active_streams), one per session: start-play claims
 * it, progress calls renew it, endplay ends it, and the viewer may stop another device's
 * (stream-limit.ts says how many count).
 */
export function createActiveStreamsRepository(db: Db) {
  return {
    /** The account's streams heard from since `since` on other sessions than `sessionId`, not stopped; oldest first. */
    async othersLive(tveUserId: string, sessionId: string, since: Date): Promise<ActiveStream[]> {
      const rows = await db
        .select()
        .from(activeStreams)
        .where(and(eq(activeStreams.tveUserId, tveUserId), ne(activeStreams.sessionId, sessionId), gte(activeStreams.lastSeenAt, since), isNull(activeStreams.stoppedAt)))
        .orderBy(activeStreams.startedAt);
      return rows.map((row) => ({ id: row.id, deviceName: row.deviceName, playing: row.playing, lastSeenAt: row.lastSeenAt.getTime() }));
    },

    /**
     * The session's stream starts (or starts over, a stopped one too) playing `playing`. A session
     * already playing it, heard from within a progress interval, is left as it is: a retried or
     * reloaded start-play then costs a read, not a write (a write per start-play held the embedded
     * database's one connection: start-play under load fell from 4,229 to 315 a second on PGlite).
     */
    async claim(stream: { sessionId: string; tveUserId: string; deviceName: string; playing: string; at: Date }): Promise<void> {
      const { sessionId, tveUserId, deviceName, playing, at } = stream;
      const [own] = await db
        .select({ playing: activeStreams.playing, lastSeenAt: activeStreams.lastSeenAt, stoppedAt: activeStreams.stoppedAt })
        .from(activeStreams)
        .where(eq(activeStreams.sessionId, sessionId));
      if (own && own.stoppedAt === null && own.playing === playing && at.getTime() - own.lastSeenAt.getTime() < PLAYED_INTERVAL_SECONDS * 1000) return;
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
