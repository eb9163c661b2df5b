import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * The embedded payment gateway's own tables (areas/payment-gateway; migrations/0014): its copy of
 * the Recurly records it answers for. Money in cents; a card only as brand, last four and expiry.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const stamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

export const gatewayPlans = pgTable('gateway_plans', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  state: text('state', { enum: ['active', 'inactive'] }).notNull().default('active'),
  intervalUnit: text('interval_unit', { enum: ['days', 'months'] }).notNull(),
  intervalLength: integer('interval_length').notNull(),
  trialUnit: text('trial_unit', { enum: ['days', 'months'] }).notNull(),
  trialLength: integer('trial_length').notNull(),
  currency: text('currency').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  ...stamps,
  deletedAt: at('deleted_at'),
});
export type GatewayPlanRow = typeof gatewayPlans.$inferSelect;

/** Each plan's copy of an add-on, priced for the plan's interval. */
export const gatewayAddOns = pgTable('gateway_add_ons', {
  id: text('id').primaryKey(),
  planId: text('plan_id')
    .notNull()
    .references(() => gatewayPlans.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  state: text('state', { enum: ['active', 'inactive'] }).notNull().default('active'),
  currency: text('currency').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  ...stamps,
  deletedAt: at('deleted_at'),
},
(table) => [unique().on(table.planId, table.code)],
);
export type GatewayAddOnRow = typeof gatewayAddOns.$inferSelect;

/** Percent off the first billing period of the plans named by code. */
export const gatewayCoupons = pgTable('gateway_coupons', {
id: text('id').primaryKey(),
code: text('code').notNull().unique(),
name: text('name').notNull(),
/** Null for a fixed-amount coupon (migration 0025). */
percentOff: integer('percent_off'),
discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull().default('percent'),
/** A fixed coupon's US dollar amount off, in cents. */
amountOffCents: integer('amount_off_cents'),
/** Off one-time charges (line items) as well as the plans it names. */
appliesToNonPlanCharges: boolean('applies_to_non_plan_charges').notNull().default(false),
planCodes: text('plan_codes').array().notNull(),
redeemBy: at('redeem_by'),
/** Recurly's temporal duration in months (off every invoice that long after redemption); null, single_use. */
temporalMonths: integer('temporal_months'),
/** Deactivated (gone from the plans file). */
expiredAt: at('expired_at'),
...stamps,
});
export type GatewayCouponRow = typeof gatewayCoupons.$inferSelect;

export const gatewayAccounts = pgTable('gateway_accounts', {
id: text('id').primaryKey(),
code: text('code').notNull().unique(),
email: text('email'),
firstName: text('first_name'),
lastName: text('last_name'),
state: text('state', { enum: ['active', 'inactive'] }).notNull().default('active'),
...stamps,
});
export type GatewayAccountRow = typeof gatewayAccounts.$inferSelect;

/** One payment method per account; never a card number, first six or CVV. */
export const gatewayBillingInfos = pgTable('gateway_billing_infos', {
id: text('id').primaryKey(),
accountId: text('account_id')
  .notNull()
  .unique()
  .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
paymentType: text('payment_type', { enum: ['credit_card', 'paypal_billing_agreement'] }).notNull(),
cardType: text('card_type'),
lastFour: text('last_four'),
expMonth: integer('exp_month'),
expYear: integer('exp_year'),
billingAgreementId: text('billing_agreement_id'),
firstName: text('first_name'),
lastName: text('last_name'),
postalCode: text('postal_code'),
/** How the test card (or the PayPal stand-in) answers a charge. */
behaviour: text('behaviour', { enum: ['approve', 'decline', 'decline_at_renewal'] }).notNull(),
...stamps,
});
export type GatewayBillingInfoRow = typeof gatewayBillingInfos.$inferSelect;

/** A charge invoice, or a credit invoice (negative amounts: a redeemed gift card). */
export const gatewayInvoices = pgTable('gateway_invoices', {
  id: text('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  number: integer('number')
    .notNull()
    .unique()
    .default(sql`nextval('gateway_invoice_numbers')`),
  accountId: text('account_id')
    .notNull()
    .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['charge', 'credit'] }).notNull(),
  origin: text('origin').notNull(),
  state: text('state', { enum: ['pending', 'processing', 'past_due', 'paid', 'closed', 'failed', 'voided', 'open'] }).notNull(),
  currency: text('currency').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  totalCents: integer('total_cents').notNull(),
  paidCents: integer('paid_cents').notNull().default(0),
  balanceCents: integer('balance_cents').notNull(),
  ...stamps,
  dueAt: at('due_at').notNull().defaultNow(),
  closedAt: at('closed_at'),
  /** The subscription a renewal invoice renews (migration 0021); no foreign key here, subscriptions are declared below. */
  subscriptionId: text('subscription_id'),
  /** Charges tried on it, the first included (dunning). */
  collectionAttempts: integer('collection_attempts').notNull().default(0),
  /** When the next retry of a past-due invoice is due. */
  nextCollectionAt: at('next_collection_at'),
});
export type GatewayInvoiceRow = typeof gatewayInvoices.$inferSelect;

export const gatewayGiftCards = pgTable('gateway_gift_cards', {
  id: text('id').primaryKey(),
  redemptionCode: text('redemption_code').notNull().unique(),
  currency: text('currency').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  recipientAccountId: text('recipient_account_id').references(() => gatewayAccounts.id, { onDelete: 'set null' }),
  /** The credit invoice its redemption made. */
  redemptionInvoiceId: text('redemption_invoice_id').references(() => gatewayInvoices.id, { onDelete: 'set null' }),
  redeemedAt: at('redeemed_at'),
  ...stamps,
});
export type GatewayGiftCardRow = typeof gatewayGiftCards.$inferSelect;

export const gatewaySubscriptions = pgTable('gateway_subscriptions', {
  id: text('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  accountId: text('account_id')
    .notNull()
    .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => gatewayPlans.id),
  state: text('state', { enum: ['active', 'canceled', 'expired', 'failed', 'future', 'paused'] }).notNull(),
  currency: text('currency').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  autoRenew: boolean('auto_renew').notNull().default(true),
  trialStartedAt: at('trial_started_at'),
  trialEndsAt: at('trial_ends_at'),
  currentPeriodStartedAt: at('current_period_started_at').notNull(),
  currentPeriodEndsAt: at('current_period_ends_at').notNull(),
  currentTermStartedAt: at('current_term_started_at').notNull(),
  currentTermEndsAt: at('current_term_ends_at').notNull(),
  activatedAt: at('activated_at'),
  canceledAt: at('canceled_at'),
  expiresAt: at('expires_at'),
  ...stamps,
});
export type GatewaySubscriptionRow = typeof gatewaySubscriptions.$inferSelect;

export const gatewaySubscriptionAddOns = pgTable('gateway_subscription_add_ons', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => gatewaySubscriptions.id, { onDelete: 'cascade' }),
  addOnId: text('add_on_id')
    .notNull()
    .references(() => gatewayAddOns.id),
  quantity: integer('quantity').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  ...stamps,
},
(table) => [unique().on(table.subscriptionId, table.addOnId)],
);
export type GatewaySubscriptionAddOnRow = typeof gatewaySubscriptionAddOns.$inferSelect;

/** A coupon on a subscription: active until its billing period has been discounted. */
export const gatewayCouponRedemptions = pgTable('gateway_coupon_redemptions', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
  couponId: text('coupon_id')
    .notNull()
    .references(() => gatewayCoupons.id),
  subscriptionId: text('subscription_id').references(() => gatewaySubscriptions.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['active', 'inactive'] }).notNull(),
  discountedCents: integer('discounted_cents').notNull().default(0),
  ...stamps,
  removedAt: at('removed_at'),
});
export type GatewayCouponRedemptionRow = typeof gatewayCouponRedemptions.$inferSelect;

/** An add-on as a subscription change will leave it: priced for the new plan's interval. */
export interface ChangedAddOn {
  addOnId: string;
  quantity: number;
  unitAmountCents: number;
}

/**
 * A subscription change (migrations/0020): applied now (activated_at set when made), or pending
 * until the renewal at `activate_at` applies it; removed ones keep `deleted_at`.
 */
export const gatewaySubscriptionChanges = pgTable('gateway_subscription_changes', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => gatewaySubscriptions.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => gatewayPlans.id),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  addOns: jsonb('add_ons').$type<ChangedAddOn[]>().notNull().default([]),
  activateAt: at('activate_at').notNull(),
  activatedAt: at('activated_at'),
  deletedAt: at('deleted_at'),
  ...stamps,
});
export type GatewaySubscriptionChangeRow = typeof gatewaySubscriptionChanges.$inferSelect;

/** What an invoice charged or credited, as sold at the time. */
export const gatewayLineItems = pgTable('gateway_line_items', {
  id: text('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  invoiceId: text('invoice_id')
    .notNull()
    .references(() => gatewayInvoices.id, { onDelete: 'cascade' }),
  /** The line's place on its invoice. */
  position: integer('position').notNull(),
  accountId: text('account_id')
    .notNull()
    .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id').references(() => gatewaySubscriptions.id, { onDelete: 'set null' }),
  type: text('type', { enum: ['charge', 'credit'] }).notNull(),
  origin: text('origin').notNull(),
  planId: text('plan_id'),
  planCode: text('plan_code'),
  addOnId: text('add_on_id'),
  addOnCode: text('add_on_code'),
  /** A one-time charge's own product code (migration 0025); a plan's or add-on's line answers its code. */
  productCode: text('product_code'),
  description: text('description').notNull(),
  currency: text('currency').notNull(),
  quantity: integer('quantity').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  amountCents: integer('amount_cents').notNull(),
  startDate: at('start_date').notNull(),
  endDate: at('end_date'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type GatewayLineItemRow = typeof gatewayLineItems.$inferSelect;

/** Credit from a credit invoice spent on a charge invoice. */
export const gatewayCreditPayments = pgTable('gateway_credit_payments', {
  id: text('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  accountId: text('account_id')
    .notNull()
    .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
  originalInvoiceId: text('original_invoice_id')
    .notNull()
    .references(() => gatewayInvoices.id, { onDelete: 'cascade' }),
  appliedToInvoiceId: text('applied_to_invoice_id')
    .notNull()
    .references(() => gatewayInvoices.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  amountCents: integer('amount_cents').notNull(),
  ...stamps,
});
export type GatewayCreditPaymentRow = typeof gatewayCreditPayments.$inferSelect;

/** Every charge or verification attempt, declined ones included; the payment method as it was. */
export const gatewayTransactions = pgTable('gateway_transactions', {
  id: text('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  accountId: text('account_id')
    .notNull()
    .references(() => gatewayAccounts.id, { onDelete: 'cascade' }),
  invoiceId: text('invoice_id').references(() => gatewayInvoices.id, { onDelete: 'set null' }),
  subscriptionIds: text('subscription_ids').array().notNull().default(sql`'{}'`),
  type: text('type', { enum: ['authorization', 'capture', 'purchase', 'refund', 'verify'] }).notNull(),
  origin: text('origin').notNull(),
  status: text('status', { enum: ['chargeback', 'declined', 'error', 'pending', 'processing', 'scheduled', 'success', 'void'] }).notNull(),
  success: boolean('success').notNull(),
  currency: text('currency').notNull(),
  amountCents: integer('amount_cents').notNull(),
  paymentType: text('payment_type', { enum: ['credit_card', 'paypal_billing_agreement'] }).notNull(),
  cardType: text('card_type'),
  lastFour: text('last_four'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  billingAgreementId: text('billing_agreement_id'),
  statusCode: text('status_code'),
  statusMessage: text('status_message'),
  customerMessage: text('customer_message'),
  createdAt: at('created_at').notNull().defaultNow(),
  collectedAt: at('collected_at'),
});
export type GatewayTransactionRow = typeof gatewayTransactions.$inferSelect;

/** Requests that carried an Idempotency-Key, and their first answer. */
export const gatewayIdempotencyKeys = pgTable(
  'gateway_idempotency_keys',
  {
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.method, table.path] })],
);

/** The gateway's clock: real time plus this offset (migration 0021); one row. */
export const gatewayClock = pgTable('gateway_clock', {
  id: boolean('id').primaryKey().default(true),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Webhook notifications to the API, written with the change they tell of, delivered until acknowledged. */
export const gatewayWebhookNotifications = pgTable('gateway_webhook_notifications', {
  id: text('id').primaryKey(),
  objectType: text('object_type').notNull(),
  eventType: text('event_type').notNull(),
  accountCode: text('account_code').notNull(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull(),
  deliveredAt: at('delivered_at'),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type GatewayWebhookNotificationRow = typeof gatewayWebhookNotifications.$inferSelect;

export const gatewayTables = {
  gatewayPlans,
  gatewayAddOns,
  gatewayCoupons,
  gatewayAccounts,
  gatewayBillingInfos,
  gatewayInvoices,
  gatewayGiftCards,
  gatewaySubscriptions,
  gatewaySubscriptionAddOns,
  gatewayCouponRedemptions,
  gatewaySubscriptionChanges,
  gatewayLineItems,
  gatewayCreditPayments,
  gatewayTransactions,
  gatewayIdempotencyKeys,
  gatewayClock,
  gatewayWebhookNotifications,
};
