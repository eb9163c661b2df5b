import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { gatewayClock } from '../../db/gateway-schema.ts';

/**
 * The embedded gateway's clock: real time (or a test's clock) plus an offset kept in its tables,
 * so every instance on one database agrees. `now` is synchronous, as the gateway's rules take it:
 * it adds the offset last read, which `refresh` reads again (before each API call and each run of
 * the renewals job). `advance` moves it forward only: what was billed stays billed.
 */
export function createGatewayClock(db: Db, base: () => Date = () => new Date()) {
  let offsetMs = 0;
  const read = async () => {
    const [row] = await db.select({ offsetMs: gatewayClock.offsetMs }).from(gatewayClock).where(eq(gatewayClock.id, true));
    offsetMs = row?.offsetMs ?? 0;
  };
  return {
    now: () => new Date(base().getTime() + offsetMs),
    /** Real time (or the test's), without the offset: what a webhook's signature is dated by, as the API checks it against its own. */
    wallClock: base,
    refresh: read,
    /** Moves the clock `ms` forward for every instance; answers the new now. */
    async advance(ms: number): Promise<Date> {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the gateway clock only moves forward');
      await db
        .insert(gatewayClock)
        .values({ id: true, offsetMs: ms })
        .onConflictDoUpdate({ target: gatewayClock.id, set: { offsetMs: sql`${gatewayClock.offsetMs} + ${ms}`, updatedAt: sql`now()` } });
      await read();
      return new Date(base().getTime() + offsetMs);
    },
  };
}
export type GatewayClock = ReturnType<typeof createGatewayClock>;
