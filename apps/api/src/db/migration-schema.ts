import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The migration to a direct account (migration 0032, areas/migration). tve_user_id references
 * users (ON DELETE CASCADE) in the migration; not declared here, as schema.ts, which defines
 * users, imports this file.
 */

/** Which direct account each TV-provider viewer moved to; the direct account may live in another database. */
export const accountMigrations = pgTable('account_migrations', {
  tveUserId: text('tve_user_id').primaryKey(),
  directTveUserId: text('direct_tve_user_id').notNull(),
  email: text('email').notNull(),
  migratedAt: timestamp('migrated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const migrationTables = { accountMigrations };
