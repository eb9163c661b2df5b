import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ClientInteraction } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { clientInteractions } from '../../db/schema.ts';

/**
 * The client's analytics events (table client_interactions), write-only for the app. The user
 * is the caller's to give: the session's tveUserId, or null signed out; the body's own `user`
 * is a claim and is not stored.
 */
export function createClientInteractionsRepository(db: Db) {
  return {
    async record(tveUserId: string | null, event: ClientInteraction): Promise<void> {
      const { meta, app } = event;
      await db.insert(clientInteractions).values({
        tveUserId,
        action: event.action,
        actionType: event.actionType,
        pageName: meta.pageName,
        siteSection: meta.siteSection ?? null,
        subSections: meta.subSections ?? [],
        contentId: meta.contentId ?? null,
        happenedAt: sql`to_timestamp(${meta.eventHappenedAtMillis}::double precision / 1000)`,
        appVariant: app.variant,
        appVersion: app.version,
        deviceId: app.deviceId,
      });
    },
  };
}
export type ClientInteractionsRepository = ReturnType<typeof createClientInteractionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clientInteractionsRepository: ClientInteractionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('clientInteractionsRepository', createClientInteractionsRepository(app.database.db));
  },
  { name: 'client-interactions-repository', dependencies: ['database'] },
);
