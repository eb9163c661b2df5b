import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, timeRemainingText, titleIdSchema, userTitleSchema, type UserTitle } from '@stat/contracts';
import { seriesIdParam, titleIdParam } from '../catalogue/catalogue-params.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import type { EpisodeProgress, Progress } from '../playback/watch-progress-repository.ts';
import { commonErrorResponses, signedOutResponse } from '../../lib/error-responses.ts';

/**
 * A viewer's bookmark in one title: how far in, its status, and for a title in progress the
 * time left ("23 min left"). A title never started reads NOT_WATCHED at 0; a watched one 100%.
 */
export function bookmarkOf(durationSeconds: number, progress: Pick<Progress, 'seconds' | 'status'> | null, inMyList: boolean): UserTitle['bookmark'] {
  if (!progress) return { inMyList, percentWatched: 0, seconds: 0, status: 'NOT_WATCHED', timeRemainingText: null };
  const { seconds, status } = progress;
  if (status !== 'IN_PROGRESS') return { inMyList, percentWatched: status === 'WATCHED' ? 100 : 0, seconds, status, timeRemainingText: null };
  // One decimal, capped: a resume point past the end (a shortened re-import) still reads 100.
  const percentWatched = Math.min(100, Math.round((seconds / durationSeconds) * 1000) / 10);
  return { inMyList, percentWatched, seconds, status, timeRemainingText: timeRemainingText(Math.max(0, durationSeconds - seconds)) };
}

const latest = (episodes: EpisodeProgress[], status: Progress['status']) =>
  episodes
    .filter((episode) => episode.progress?.status === status)
    .sort((a, b) => b.progress!.updatedAt.getTime() - a.progress!.updatedAt.getTime())[0];

/**
 * The episode a series' Play button resumes (episodes in order): the one in progress most
 * recently; else the one after the episode watched most recently (the first again after the
 * last); else the first. Null for a series without available episodes.
 */
export function resumeEpisodeOf(episodes: EpisodeProgress[]): EpisodeProgress | null {
  const inProgress = latest(episodes, 'IN_PROGRESS');
  if (inProgress) return inProgress;
  const watched = latest(episodes, 'WATCHED');
  if (watched) return episodes[episodes.indexOf(watched) + 1] ?? episodes[0]!;
  return episodes[0] ?? null;
}

const isBookmarked = (bookmark: UserTitle['bookmark']) => bookmark.status === 'IN_PROGRESS';

/**
 * `user/title/{id}` and `user/series/{id}` (streaming spec section 7, "Catalogue"): the
 * signed-in viewer's bookmark and My List state for a title, or for a series through the
 * episode its Play button resumes. Personal, so `no-store`; the user is the session's.
 */
const userTitleRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogueRepository;
  const progress = app.watchProgressRepository;
  const myList = app.myListRepository;

  app.get(
    '/api/user/title/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['catalogue'],
        summary: "The viewer's bookmark and My List state for a title",
        params: z.object({ id: titleIdParam }),
        response: {
          200: userTitleSchema,
          ...signedOutResponse,
          404: apiErrorResponseSchema.describe('No such title: error.notfound'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const { id } = request.params;
      const title = (await catalogue.titlesByIds([id], [])).get(id);
      if (!title) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.titleNotFound });
      const [stored, inMyList] = await Promise.all([progress.find(user.tveUserId, id), myList.has(user.tveUserId, { kind: 'title', id })]);
      const bookmark = bookmarkOf(title.duration, stored, inMyList);
      return { bookmark, isBookmarked: isBookmarked(bookmark), isInMyList: inMyList, resumeTitleId: null } satisfies UserTitle;
    },
  );

  app.get(
    '/api/user/series/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['catalogue'],
        summary: "The viewer's My List state for a series, and the bookmark of the episode its Play button resumes",
        params: z.object({ id: seriesIdParam }),
        response: {
          200: userTitleSchema,
          ...signedOutResponse,
          404: apiErrorResponseSchema.describe('No such series: error.notfound'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const { id } = request.params;
      const series = (await catalogue.seriesByIds([id], [])).get(id);
      if (!series) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.seriesNotFound });
      const [episodes, inMyList] = await Promise.all([progress.seriesEpisodes(user.tveUserId, id), myList.has(user.tveUserId, { kind: 'series', id })]);
      const resume = resumeEpisodeOf(episodes);
      const bookmark = resume ? bookmarkOf(resume.durationSeconds, resume.progress, inMyList) : bookmarkOf(0, null, inMyList);
      return {
        bookmark,
        isBookmarked: isBookmarked(bookmark),
        isInMyList: inMyList,
        resumeTitleId: resume ? titleIdSchema.parse(resume.titleId) : null,
      } satisfies UserTitle;
    },
  );
};
export default userTitleRoutes;
