import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha solutions already accepted, kept until their challenge expires (migrations/0017_captcha-solutions.sql). */
export const captchaSolutions = pgTable('captcha_solutions', {
  /** sha256 hex of the solved challenge's signature. */
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const captchaTables = { captchaSolutions };
