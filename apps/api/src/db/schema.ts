import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** The provider's last word on whether the package carries the network. */
  entitled: boolean('entitled').notNull().default(true),
  householdId: text('household_id'),
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

/** The embedded identity provider's subscribers of the demo TV providers. */
export const tvSubscribers = pgTable('tv_subscribers', {
  id: text('id').primaryKey(),
  msoId: integer('mso_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  accountType: text('account_type').notNull(),
  householdId: text('household_id').notNull(),
  entitled: boolean('entitled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TvSubscriberRow = typeof tvSubscribers.$inferSelect;

/** oidc-provider's models (sessions, interactions, codes, grants). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.type, table.id] })],
);

/** A sign-in under way, behind a short-lived cookie (sha256 of its token). */
export const signInTransactions = pgTable('sign_in_transactions', {
  id: text('id').primaryKey(),
  msoId: integer('mso_id').notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnPage: text('return_page'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed password attempts per key within a window. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Secrets generated once and shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Viewing restrictions per profile. */
export const parentalControls = pgTable('parental_controls', {
  tveUserId: text('tve_user_id')
    .primaryKey()
    .references(() => users.tveUserId, { onDelete: 'cascade' }),
  movie: text('movie').notNull(),
  tv: text('tv').notNull(),
  defaultMovie: text('default_movie').notNull(),
  defaultTv: text('default_tv').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ParentalControlsRow = typeof parentalControls.$inferSelect;

export const schema = { users, sessions, tvSubscribers, oidcPayloads, signInTransactions, signInFailures, serverSecrets, parentalControls };
