import fp from 'fastify-plugin';
import type { AdPlayEvent, PlayRef } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { adPlays } from '../../db/schema.ts';

/** One ad-play call: which creative, what happened, how far into the ad (none at start). */
export interface AdPlay {
  creativeId: string;
  event: AdPlayEvent;
  atSeconds: number | null;
  playRef: PlayRef | null;
}

/**
 * House pre-roll plays (table ad_plays), write-only for the app. The user is the caller's to
 * give: the session's tveUserId, or null signed out (free titles play for anyone).
 */
export function createAdPlaysRepository(db: Db) {
  return {
    async record(tveUserId: string | null, play: AdPlay): Promise<void> {
      await db.insert(adPlays).values({ tveUserId, creativeId: play.creativeId, event: play.event, atSeconds: play.atSeconds, playRef: play.playRef });
    },
  };
}
export type AdPlaysRepository = ReturnType<typeof createAdPlaysRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    adPlaysRepository: AdPlaysRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('adPlaysRepository', createAdPlaysRepository(app.database.db));
  },
  { name: 'ad-plays-repository', dependencies: ['database'] },
);
