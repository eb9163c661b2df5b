import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Pay-per-view purchases (areas/ppv/ppv-purchases-repository.ts; migrations/0023 says what each
 * column holds). tve_user_id references users (ON DELETE CASCADE) in the migration; not declared
 * here, as schema.ts, which defines users, imports this file.
 */
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
  },
  (table) => [unique().on(table.tveUserId, table.productId)],
);

export const ppvTables = { ppvPurchases };
