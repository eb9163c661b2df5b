import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CancelReasonId, QuestionnaireRequest } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { cancellations, questionnaireResponses } from '../../db/cancellation-schema.ts';

/** What the cancel flow keeps: each cancel with its reasons, and the exit surveys sent. */
export function createCancellationRepository(db: Db) {
  return {
    async recordCancel(fields: { tveUserId: string; subscriptionId: string; reasons: readonly CancelReasonId[]; canceledAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(cancellations).values({ id: randomUUID(), ...fields, reasons: [...fields.reasons] });
    },

    /** Marks the subscription's latest cancel as taken back. */
    async recordReactivation(tveUserId: string, subscriptionId: string, at: Date): Promise<void> {
      const [latest] = await db
        .select({ id: cancellations.id })
        .from(cancellations)
        .where(and(eq(cancellations.tveUserId, tveUserId), eq(cancellations.subscriptionId, subscriptionId), isNull(cancellations.reactivatedAt)))
        .orderBy(desc(cancellations.canceledAt))
        .limit(1);
      if (latest) await db.update(cancellations).set({ reactivatedAt: at }).where(eq(cancellations.id, latest.id));
    },

    async saveQuestionnaire(tveUserId: string, survey: QuestionnaireRequest): Promise<string> {
      const id = randomUUID();
      await db.insert(questionnaireResponses).values({ id, tveUserId, category: survey.category, questions: survey.questions });
      return id;
    },

    async questionnairesOf(tveUserId: string) {
      return db.select().from(questionnaireResponses).where(eq(questionnaireResponses.tveUserId, tveUserId)).orderBy(questionnaireResponses.createdAt);
    },

    async cancellationsOf(tveUserId: string) {
      return db.select().from(cancellations).where(eq(cancellations.tveUserId, tveUserId)).orderBy(cancellations.canceledAt);
    },
  };
}
