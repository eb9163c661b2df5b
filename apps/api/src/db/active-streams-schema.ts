import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The streams each account plays now, one per session (migrations/0039_active-streams.sql). */
export const activeStreams = pgTable('active_streams', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull().unique(),
  tveUserId: text('tve_user_id').notNull(),
  deviceName: text('device_name').notNull(),
  playing: text('playing').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

export const activeStreamTables = { activeStreams };
