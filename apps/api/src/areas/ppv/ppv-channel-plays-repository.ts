import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ChannelProgressEvent } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { ppvChannelPlays } from '../../db/ppv-schema.ts';

export type PpvChannelPlayRow = typeof ppvChannelPlays.$inferSelect;

/** A start of the pay-per-view channel, as start-play records it. */
export interface PpvChannelStart {
  tveUserId: string;
  productId: string;
  /** Start-play's refid; null for a start our side failed before a play was made. */
  playRef: string | null;
  at: Date;
  failedByUs?: boolean;
}

/**
 * Plays of the pay-per-view channel (table ppv_channel_plays, migration 0024): a row per start,
 * moved on by the progress calls. Every call takes the user; routes pass the session's, so a
 * progress call only ever moves that account's own play.
 */
export function createPpvChannelPlaysRepository(db: Db) {
  return {
    /** Records a start; its id. */
    async start(start: PpvChannelStart): Promise<string> {
      const id = randomUUID();
      await db.insert(ppvChannelPlays).values({
        id,
        tveUserId: start.tveUserId,
        productId: start.productId,
        playRef: start.playRef,
        startedAt: start.at,
        lastSeenAt: start.at,
        failedByUs: start.failedByUs ?? false,
      });
      return id;
    },

    /**
     * A progress call on the account's latest open play of the event: seen at `at`, and ended
     * there on endplay. False when the account has no open play of it (nothing is written).
     */
    async progress(tveUserId: string, productId: string, event: ChannelProgressEvent, at: Date): Promise<boolean> {
      const open = and(eq(ppvChannelPlays.tveUserId, tveUserId), eq(ppvChannelPlays.productId, productId), isNull(ppvChannelPlays.endedAt));
      const [latest] = await db.select({ id: ppvChannelPlays.id }).from(ppvChannelPlays).where(open).orderBy(desc(ppvChannelPlays.startedAt), desc(ppvChannelPlays.id)).limit(1);
      if (!latest) return false;
      await db
        .update(ppvChannelPlays)
        .set({ lastSeenAt: at, ...(event === 'endplay' ? { endedAt: at } : {}) })
        .where(and(eq(ppvChannelPlays.id, latest.id), isNull(ppvChannelPlays.endedAt)));
      return true;
    },

    /** The account's plays of the event, newest first (the credits and tests read them). */
    async list(tveUserId: string, productId: string): Promise<PpvChannelPlayRow[]> {
      return db
        .select()
        .from(ppvChannelPlays)
        .where(and(eq(ppvChannelPlays.tveUserId, tveUserId), eq(ppvChannelPlays.productId, productId)))
        .orderBy(desc(ppvChannelPlays.startedAt), desc(ppvChannelPlays.id));
    },
  };
}
export type PpvChannelPlaysRepository = ReturnType<typeof createPpvChannelPlaysRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    ppvChannelPlays: PpvChannelPlaysRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('ppvChannelPlays', createPpvChannelPlaysRepository(app.database.db));
  },
  { name: 'ppv-channel-plays-repository', dependencies: ['database'] },
);
