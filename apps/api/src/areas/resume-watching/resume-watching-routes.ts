import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resumeHeading, resumeWatchingSchema, type ResumeItem, type Title } from '@stat/contracts';
import { titleIdParam } from '../catalogue/catalogue-params.ts';
import { lockAbove } from '../catalogue/locking.ts';
import type { Progress } from '../playback/watch-progress-repository.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { bookmarkOf } from './user-title-routes.ts';

/** The shelf's length: a home shelf shows about this many; older ones are a resume point away. */
export const RESUME_SHELF_LIMIT = 20;

/** A title in progress as a resume-watching item: an episode with its series and place, headed "S2 E3 · Name". */
export function resumeItemOf(title: Title, progress: Pick<Progress, 'seconds' | 'status'>): ResumeItem {
  const { series } = title;
  return {
    titleId: title.id,
    seriesId: series?.seriesId ?? null,
    seriesTitle: series?.seriesTitle ?? null,
    seasonNumber: series?.seasonNum ?? null,
    episodeNumber: series?.episodeNum ?? null,
    episodeName: series ? title.name : null,
    heading: resumeHeading(title.name, series),
    status: progress.status,
    percentWatched: bookmarkOf(title.duration, progress, false).percentWatched,
    images: title.images,
    titleRating: title.titleRating,
    locked: title.locked,
  };
}

/**
 * The resume-watching shelf (streaming spec section 7, "My List, resume"): GET lists what the
 * signed-in viewer is partway through, most recent first, one episode per series; DELETE takes
 * a title off the shelf (204, also when it was not on it). The progress itself is kept, so the
 * title still resumes where it stopped, and the next progress write puts it back on the shelf.
 */
const resumeWatchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogueRepository;
  const progress = app.watchProgressRepository;

  app.get(
    '/api/resumewatching',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['my-list'],
        summary: 'What the viewer is partway through, most recent first',
        response: { 200: resumeWatchingSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user, restrictions: limits } = request.signedInViewer();
      const shelf = await progress.resumeShelf(user.tveUserId, RESUME_SHELF_LIMIT);
      // The shelf's tiles are landscape, episodes and movies alike.
      const titles = await catalogue.titlesByIds(
        shelf.map((entry) => entry.titleId),
        ['playlistListDisplay'],
      );
      const items = shelf.flatMap((entry) => {
        const title = titles.get(entry.titleId);
        return title ? [resumeItemOf(title, entry)] : [];
      });
      return lockAbove({ items }, limits);
    },
  );

  app.delete(
    '/api/resumewatching/:titleId',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['my-list'],
        summary: 'Take a title off the resume-watching shelf; its resume point is kept (204 whether or not it was on it)',
        params: z.object({ titleId: titleIdParam }),
        response: { 204: z.undefined().describe('Off the shelf, or was not on it'), ...stateChangingErrorResponses, ...signedOutResponse },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      await progress.hide(user.tveUserId, request.params.titleId);
      return reply.code(204).send();
    },
  );
};
export default resumeWatchingRoutes;
