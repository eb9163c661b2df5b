import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The Idempotency-Key of each money call and the answer it got (plugins/idempotency.ts;
 * migrations/0015_idempotency-keys.sql says what each column holds). tve_user_id references
 * users (ON DELETE CASCADE) in the migration; it is not declared here, as schema.ts, which
 * defines users, imports this file.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  /** sha256 hex of the scope (user, method and route) and the key. */
  id: text('id').primaryKey(),
  tveUserId: text('tve_user_id'),
  fingerprint: text('fingerprint').notNull(),
  lease: uuid('lease').notNull(),
  /** Set while in flight; null once answered. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  statusCode: integer('status_code'),
  contentType: text('content_type'),
  body: text('body'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Idempotency keys of our API's money calls. */
export const idempotencyTables = { idempotencyKeys };
