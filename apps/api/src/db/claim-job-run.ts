import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { jobRuns } from './job-runs-schema.ts';

/**
 * Claims the current period of a scheduled job (periods of `everyMs` on the database's clock):
 * true for the one instance that should run it now, false for every other instance asking in
 * the same period. The row moves forward only, in one statement, so two claims at once cannot
 * both win. A period nobody asked in is simply not run; the next one is.
 */
export async function claimJobRun(db: Db, job: string, everyMs: number): Promise<boolean> {
  const period = sql`floor(extract(epoch FROM now()) * 1000 / ${everyMs})::bigint`;
  const claimed = await db
    .insert(jobRuns)
    .values({ job, period })
    .onConflictDoUpdate({ target: jobRuns.job, set: { period, claimedAt: sql`now()` }, setWhere: sql`${jobRuns.period} < ${period}` })
    .returning({ job: jobRuns.job });
  return claimed.length === 1;
}

/** Runs `work` when this instance claims the job's current period (claimJobRun); else nothing. */
export async function runIfClaimed(db: Db, job: string, everyMs: number, work: () => Promise<unknown>): Promise<void> {
  if (await claimJobRun(db, job, everyMs)) await work();
}
