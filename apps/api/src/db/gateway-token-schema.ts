import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded gateway's one-time browser tokens (areas/payment-gateway/browser): what a card or PayPal approval left, never the number or CVV. */
export const gatewayTokens = pgTable('gateway_tokens', {
  /** sha256 hex of the token: the token itself is never stored. */
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['card', 'paypal'] }).notNull(),
  cardType: text('card_type'),
  firstSix: text('first_six'),
  lastFour: text('last_four'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  email: text('email'),
  billingAgreementId: text('billing_agreement_id'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  postalCode: text('postal_code'),
  behaviour: text('behaviour', { enum: ['approve', 'decline', 'decline_at_renewal'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export type GatewayTokenRow = typeof gatewayTokens.$inferSelect;

export const gatewayTokenTables = { gatewayTokens };
