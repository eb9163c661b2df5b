import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionnaireRequest } from '@stat/contracts';

/**
 * The exit survey's answers (areas/billing/questionnaire-repository.ts; migrations/0018 says what
 * each column holds). tve_user_id references users (ON DELETE CASCADE) in the migration; it is not
 * declared here, as schema.ts, which defines users, imports this file.
 */
export const questionnaireResponses = pgTable('questionnaire_responses', {
  id: uuid('id').primaryKey(),
  tveUserId: text('tve_user_id').notNull(),
  category: text('category').notNull(),
  questions: jsonb('questions').$type<QuestionnaireRequest['questions']>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each cancel with the reasons picked (migrations/0018). */
export const cancellations = pgTable('cancellations', {
  id: uuid('id').primaryKey(),
  tveUserId: text('tve_user_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  reasons: text('reasons').array().notNull(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  reactivatedAt: timestamp('reactivated_at', { withTimezone: true }),
});

/** The cancel flow's own tables. */
export const cancellationTables = { questionnaireResponses, cancellations };
