import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Drizzle's view of the tables. The SQL in migrations/ is the source of truth; this file
 * mirrors it column for column (a test checks the two agree).
 */

export const users = pgTable('users', {
  tveUserId: text('tve_user_id').primaryKey(),
  registered: boolean('registered').notNull().default(false),
  accountType: text('account_type').notNull().default('primary'),
  userName: text('user_name'),
  emailAddress: text('email_address'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  gender: text('gender'),
  zipcode: text('zipcode'),
  legal: boolean('legal').notNull().default(false),
  mso: text('mso'),
  msoId: integer('mso_id'),
  msoUserId: text('mso_user_id'),
  currentProductId: text('current_product_id'),
  newsletterSubscribed: boolean('newsletter_subscribed').notNull().default(false),
  autoplay: boolean('autoplay').notNull().default(true),
  optionalAttributes: jsonb('optional_attributes').notNull(),
  bi: jsonb('bi').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  /** sha256 hex of the cookie token: the token itself is never stored. */
  id: text('id').primaryKey(),
  tveUserId: text('tve_user_id').references(() => users.tveUserId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export type SessionRow = typeof sessions.$inferSelect;

export const schema = { users, sessions };
