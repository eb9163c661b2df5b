import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The last period each scheduled job was claimed for (migrations/0035_job-runs.sql). */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  period: bigint('period', { mode: 'number' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobRunTables = { jobRuns };
