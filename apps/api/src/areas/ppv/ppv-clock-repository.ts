import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ppvIncidents } from '../../db/ppv-credits-schema.ts';
import { ppvClock } from '../../db/ppv-schema.ts';

/** An open incident window: since when (real time, epoch ms), and the event clock's offset then. */
export interface PpvIncident {
  productId: string;
  startedAt: number;
  clockOffsetMs: number;
}

/**
 * The operator's pay-per-view switches, shared by every instance on the database: the event
 * clock's offset (`ppv_clock`, one row) and the incident windows (`ppv_incidents`, at most one open
 * per event). `npm run ppv` writes them (directly, or through the running server's operator
 * route); the store (ppv-store.ts) reads them every second.
 */
export function createPpvClockRepository(db: Db) {
  return {
    /** The offset in force (ms): none when the row is missing. */
    async offset(): Promise<number> {
      const [row] = await db.select({ offsetMs: ppvClock.offsetMs }).from(ppvClock).where(eq(ppvClock.id, true));
      return row?.offsetMs ?? 0;
    },

    async setOffset(offsetMs: number): Promise<void> {
      await db
        .insert(ppvClock)
        .values({ id: true, offsetMs })
        .onConflictDoUpdate({ target: ppvClock.id, set: { offsetMs, updatedAt: sql`now()` } });
    },

    /** The open windows, every event's (a window of another event is not the current one's). */
    async openIncidents(): Promise<PpvIncident[]> {
      const rows = await db
        .select({ productId: ppvIncidents.productId, startedAt: ppvIncidents.startedAt, clockOffsetMs: ppvIncidents.clockOffsetMs })
        .from(ppvIncidents)
        .where(isNull(ppvIncidents.endedAt))
        .orderBy(ppvIncidents.productId);
      return rows.map((row) => ({ ...row, startedAt: row.startedAt.getTime() }));
    },

    /**
     * The operator's switch for an event at `at`: `start` opens a window (with the clock's offset
     * then, read in the same statement), `end` closes the open one. A start while one is open, or
     * an end with none, changes nothing and answers false; of two starts at once, one opens it
     * (the open window's unique index).
     */
    async switchIncident(productId: string, action: 'start' | 'end', at: number): Promise<boolean> {
      const when = new Date(at);
      if (action === 'end') {
        const closed = await db
          .update(ppvIncidents)
          .set({ endedAt: sql`greatest(${ppvIncidents.startedAt}, ${when.toISOString()}::timestamptz)` })
          .where(and(eq(ppvIncidents.productId, productId), isNull(ppvIncidents.endedAt)))
          .returning({ productId: ppvIncidents.productId });
        return closed.length > 0;
      }
      const opened = await db
        .insert(ppvIncidents)
        .values({ productId, startedAt: when, clockOffsetMs: sql`coalesce((select ${ppvClock.offsetMs} from ${ppvClock} where ${ppvClock.id}), 0)` })
        .onConflictDoNothing()
        .returning({ productId: ppvIncidents.productId });
      return opened.length > 0;
    },
  };
}
export type PpvClockRepository = ReturnType<typeof createPpvClockRepository>;
