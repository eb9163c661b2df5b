import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Subscriptions billed by a partner (areas/partners/partner-subscriptions-repository.ts;
 * migrations/0022 says what each column holds). tve_user_id references users (ON DELETE CASCADE)
 * in the migration; not declared here, as schema.ts, which defines users, imports this file.
 */
export const partnerSubscriptions = pgTable('partner_subscriptions', {
  id: uuid('id').primaryKey(),
  tveUserId: text('tve_user_id').notNull(),
  partnerId: text('partner_id').notNull(),
  memberSubject: text('member_subject').notNull(),
  offerCode: text('offer_code').notNull(),
  productCode: text('product_code').notNull(),
  couponCode: text('coupon_code').notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [unique().on(table.partnerId, table.memberSubject)]);

export const partnerTables = { partnerSubscriptions };
