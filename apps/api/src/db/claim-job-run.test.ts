import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { claimJobRun } from './claim-job-run.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('claimJobRun', () => {
  it('gives each period of a job to one claim, whichever instance asks first', async () => {
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimJobRun(database.db, 'sweep', 3_600_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(database.db, 'sweep', 3_600_000)).toBe(false);
  });

  it('counts each job apart, and gives the next period to the next claim', async () => {
    expect(await claimJobRun(database.db, 'credits', 60_000)).toBe(true);
    expect(await claimJobRun(database.db, 'credits', 60_000)).toBe(false);
    // Periods of 20 ms: once one has passed, the job is due again.
    expect(await claimJobRun(database.db, 'tick', 20)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await claimJobRun(database.db, 'tick', 20)).toBe(true);
  });
});
