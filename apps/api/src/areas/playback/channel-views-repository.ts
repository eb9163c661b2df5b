import fp from 'fastify-plugin';
import type { ChannelId, ChannelProgressEvent } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { channelViews } from '../../db/schema.ts';

/**
 * Live channel viewing events (table channel_views), write-only for the app: a row per call,
 * since a live channel has no position to keep, only what happened on it and when.
 */
export function createChannelViewsRepository(db: Db) {
  return {
    async record(tveUserId: string, channelId: ChannelId, event: ChannelProgressEvent): Promise<void> {
      await db.insert(channelViews).values({ tveUserId, channelId, event });
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
    app.decorate('channelViewsRepository', createChannelViewsRepository(app.database.db));
  },
  { name: 'channel-views-repository', dependencies: ['database'] },
);
