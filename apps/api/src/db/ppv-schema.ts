import { bigint, boolean, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * The pay-per-view tables; the migrations say what each column holds. tve_user_id references
 * users (ON DELETE CASCADE) in the migrations; not declared here, as schema.ts, which defines
 * users, imports this file.
 */

/** Purchases (migration 0023, areas/ppv/ppv-purchases-repository.ts). */
export const ppvPurchases = pgTable(
  'ppv_purchases',
  {
    id: uuid('id').primaryKey(),
    tveUserId: text('tve_user_id').notNull(),
    productId: text('product_id').notNull(),
    status: text('status', { enum: ['pending', 'paid'] }).notNull(),
    description: text('description').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    amountInCents: integer('amount_in_cents'),
    paymentMethod: text('payment_method'),
    invoiceId: text('invoice_id'),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gateway Idempotency-Key the claim charges with (migration 0025). */
    gatewayKey: text('gateway_key'),
  },
  (table) => [unique().on(table.tveUserId, table.productId)],
);

/** Plays of the pay-per-view channel (migration 0024): for the channel's records and the automatic credits. */
export const ppvChannelPlays = pgTable('ppv_channel_plays', {
  id: uuid('id').primaryKey(),
  tveUserId: text('tve_user_id').notNull(),
  productId: text('product_id').notNull(),
  playRef: text('play_ref'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  failedByUs: boolean('failed_by_us').notNull().default(false),
});

/** How far the operator moved the event's times (migration 0033, areas/ppv/ppv-clock-repository.ts); one row. */
export const ppvClock = pgTable('ppv_clock', {
  id: boolean('id').primaryKey().default(true),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ppvTables = { ppvPurchases, ppvChannelPlays, ppvClock };
