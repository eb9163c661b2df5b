import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The items each viewer revealed (migrations/0041_spoiler-reveals.sql); ids are users' and titles'. */
export const spoilerReveals = pgTable(
  'spoiler_reveals',
  {
    tveUserId: text('tve_user_id').notNull(),
    titleId: integer('title_id').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tveUserId, table.titleId] })],
);

/** The viewers who turned the spoiler shield off (on by default: no row). */
export const spoilerShieldOff = pgTable('spoiler_shield_off', {
  tveUserId: text('tve_user_id').primaryKey(),
  turnedOffAt: timestamp('turned_off_at', { withTimezone: true }).notNull().defaultNow(),
});

export const spoilerTables = { spoilerReveals, spoilerShieldOff };
