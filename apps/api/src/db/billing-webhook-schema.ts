import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The billing area's webhook tables (areas/billing/webhooks-repository.ts; migrations/0021 says
 * what each column holds). tve_user_id references users in the migration; not declared here, as
 * schema.ts, which defines users, imports this file.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Each gateway webhook notification, handled once whatever the number of deliveries. */
export const billingWebhooks = pgTable('billing_webhooks', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  accountCode: text('account_code').notNull(),
  state: text('state', { enum: ['handling', 'handled'] }).notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
  handledAt: at('handled_at'),
});

/** The dunning e-mail, once per past-due invoice. */
export const billingDunningNotices = pgTable('billing_dunning_notices', {
  invoiceId: text('invoice_id').primaryKey(),
  tveUserId: text('tve_user_id').notNull(),
  sentAt: at('sent_at').notNull().defaultNow(),
});

export const billingWebhookTables = { billingWebhooks, billingDunningNotices };
