import type { FastifyRequest } from 'fastify';
import type { PlayingViewer } from './play-refusal.ts';

/** The session's user with the profile's rating limits, or null signed out. */
export async function playingViewerOf(request: FastifyRequest): Promise<PlayingViewer> {
  const viewer = await request.viewer();
  if (viewer.kind === 'anonymous') return null;
  const { movie, tv } = viewer.restrictions;
  return { user: viewer.user, limits: { movie, tv } };
}
