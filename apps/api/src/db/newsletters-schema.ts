import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The newsletters and each viewer's choice of them (migration 0029 says what each column holds;
 * areas/newsletters). tve_user_id references users in the migration; not declared here, as
 * schema.ts, which defines users, imports this file.
 */

export const newsletters = pgTable('newsletters', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().unique(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    tveUserId: text('tve_user_id').notNull(),
    newsletterId: text('newsletter_id')
      .notNull()
      .references(() => newsletters.id),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tveUserId, table.newsletterId] })],
);

export const newsletterTables = { newsletters, newsletterSubscriptions };
