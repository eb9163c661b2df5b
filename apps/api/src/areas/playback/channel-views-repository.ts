import fp from 'fastify-plugin';
import type { ChannelId, ChannelProgressEvent } from '@stat/contracts';
import type { SqlRunner } from '../../db/database.ts';

/**
 * Live channel viewing events (table channel_views), write-only for the app: a row per call,
 * since a live channel has no position to keep, only what happened on it and when.
 */
export function createChannelViewsRepository(database: SqlRunner) {
  return {
    async record(tveUserId: string, channelId: ChannelId, event: ChannelProgressEvent): Promise<void> {
      await database.query('INSERT INTO channel_views (tve_user_id, channel_id, event) VALUES ($1, $2, $3)', [tveUserId, channelId, event]);
    },
  };
}
export type ChannelViewsRepository = ReturnType<typeof createChannelViewsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    channelViewsRepository: ChannelViewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('channelViewsRepository', createChannelViewsRepository(app.database));
  },
  { name: 'channel-views-repository', dependencies: ['database'] },
);
