import { bigint, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * The incident windows and the automatic credits (migration 0027 says what each column holds;
 * areas/ppv-credits). tve_user_id and purchase_id reference users and ppv_purchases in the
 * migration; not declared here, as schema.ts, which defines users, imports this file.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const ppvIncidents = pgTable(
  'ppv_incidents',
  {
    productId: text('product_id').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.startedAt] })],
);
export type PpvIncidentRow = typeof ppvIncidents.$inferSelect;

export const ppvCredits = pgTable(
  'ppv_credits',
  {
    id: uuid('id').primaryKey(),
    tveUserId: text('tve_user_id').notNull(),
    productId: text('product_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    tier: text('tier', { enum: ['full', 'half', 'quarter'] }).notNull(),
    reason: text('reason', { enum: ['main-event', 'prelims'] }).notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    claimedAt: at('claimed_at').notNull(),
    refundedAt: at('refunded_at'),
    creditInvoiceId: text('credit_invoice_id'),
    paymentMethod: text('payment_method'),
    emailedAt: at('emailed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.tveUserId, table.productId)],
);
export type PpvCreditRow = typeof ppvCredits.$inferSelect;

export const ppvCreditTables = { ppvIncidents, ppvCredits };
