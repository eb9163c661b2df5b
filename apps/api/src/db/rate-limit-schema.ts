import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The request limits' counters shared by every instance (migrations/0034_rate-limit-counters.sql). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The limit's name and the client's address. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export const rateLimitTables = { rateLimitCounters };
