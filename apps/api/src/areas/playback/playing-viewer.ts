import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restrictionsOfUser } from '../parental-controls/viewer-restrictions.ts';
import type { Providers } from '../providers/load-providers.ts';
import type { PlayingViewer } from './play-refusal.ts';

/** The session's user with the profile's rating limits, or null signed out. */
export async function playingViewerOf(app: FastifyInstance, providers: Providers, request: FastifyRequest): Promise<PlayingViewer> {
  const user = await request.getUser();
  if (!user) return null;
  const { movie, tv } = await restrictionsOfUser(app, providers, user);
  return { user, limits: { movie, tv } };
}
