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

/** What scheduling a job needs of the app: its database, its log, and its ready and close hooks. */
interface JobHost {
  database: { db: Db };
  log: { error(obj: object, msg: string): void };
  addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown;
}

/**
 * A scheduled job in the server: once when the app is ready and `everyMs` after each run has
 * finished, on one instance per period (runIfClaimed); a failed run is logged; stopped as the app closes.
 */
export function scheduleClaimedJob(app: JobHost, job: string, everyMs: number, work: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = () =>
    runIfClaimed(app.database.db, job, everyMs, work)
      .catch((error: unknown) => app.log.error({ err: error, job }, 'scheduled job run failed'))
      .finally(() => {
        if (closed) return;
        timer = setTimeout(run, everyMs);
        timer.unref();
      });
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
