import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The operator's service incidents and who was shown them (migrations/0036_service-status.sql
 * says what each column holds; areas/service-status). tve_user_id references users in the
 * migration; not declared here, as schema.ts, which defines users, imports this file.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const serviceIncidents = pgTable('service_incidents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  text: text('text').notNull(),
  affects: text('affects', { enum: ['ppv', 'live', 'sign-in', 'all'] }).notNull(),
  startedAt: at('started_at').notNull(),
  endedAt: at('ended_at'),
});
export type ServiceIncidentRow = typeof serviceIncidents.$inferSelect;

export const serviceIncidentViewers = pgTable(
  'service_incident_viewers',
  {
    incidentId: integer('incident_id').notNull(),
    tveUserId: text('tve_user_id').notNull(),
    seenAt: at('seen_at').notNull().defaultNow(),
    emailedAt: at('emailed_at'),
    dismissedAt: at('dismissed_at'),
  },
  (table) => [primaryKey({ columns: [table.incidentId, table.tveUserId] })],
);

export const serviceStatusTables = { serviceIncidents, serviceIncidentViewers };
