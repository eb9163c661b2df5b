import fp from 'fastify-plugin';
import type { AdPlayEvent, PlayRef } from '@stat/contracts';
import type { SqlRunner } from '../../db/database.ts';

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
export function createAdPlaysRepository(database: SqlRunner) {
  return {
    async record(tveUserId: string | null, play: AdPlay): Promise<void> {
      await database.query('INSERT INTO ad_plays (tve_user_id, creative_id, event, at_seconds, play_ref) VALUES ($1, $2, $3, $4, $5)', [
        tveUserId,
        play.creativeId,
        play.event,
        play.atSeconds,
        play.playRef,
      ]);
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
    app.decorate('adPlaysRepository', createAdPlaysRepository(app.database));
  },
  { name: 'ad-plays-repository', dependencies: ['database'] },
);
