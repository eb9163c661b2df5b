import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Payment records kept after their account is deleted (migration 0031 says what each column
 * holds; areas/account-data). No user column: nothing here leads back to the viewer but the
 * gateway's invoice.
 */
export const keptPaymentRecords = pgTable('kept_payment_records', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['ppv_purchase', 'ppv_credit'] }).notNull(),
  productId: text('product_id').notNull(),
  description: text('description').notNull(),
  amountInCents: integer('amount_in_cents').notNull(),
  invoiceId: text('invoice_id'),
  orderNumber: text('order_number'),
  transactedAt: timestamp('transacted_at', { withTimezone: true }).notNull(),
  accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }).notNull(),
});

export const accountDataTables = { keptPaymentRecords };
