import fp from 'fastify-plugin';
import type { ClientInteraction } from '@stat/contracts';
import type { SqlRunner } from '../../db/database.ts';

/**
 * The client's analytics events (table client_interactions), write-only for the app. The user
 * is the caller's to give: the session's tveUserId, or null signed out; the body's own `user`
 * is a claim and is not stored.
 */
export function createClientInteractionsRepository(database: SqlRunner) {
  return {
    async record(tveUserId: string | null, event: ClientInteraction): Promise<void> {
      const { meta, app } = event;
      await database.query(
        `INSERT INTO client_interactions (tve_user_id, action, action_type, page_name, site_section, sub_sections,
           content_id, happened_at, app_variant, app_version, device_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8::double precision / 1000), $9, $10, $11)`,
        [
          tveUserId,
          event.action,
          event.actionType,
          meta.pageName,
          meta.siteSection ?? null,
          meta.subSections ?? [],
          meta.contentId ?? null,
          meta.eventHappenedAtMillis,
          app.variant,
          app.version,
          app.deviceId,
        ],
      );
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
    app.decorate('clientInteractionsRepository', createClientInteractionsRepository(app.database));
  },
  { name: 'client-interactions-repository', dependencies: ['database'] },
);
