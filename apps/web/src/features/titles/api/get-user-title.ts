import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@stat/contracts';
import type { SeriesId, TitleId, UserTitle } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { titleKeys } from './title-queries.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * The viewer's bookmark; a signed-out answer is tolerated as none (streaming spec section 8),
 * and so is an unknown id: progress is an extra, never a reason for an error modal.
 */
async function getUserBookmark(path: string): Promise<UserTitle | null> {
  try {
    return await parseAnswer(api.get(path), import('@stat/contracts/catalogue-schemas'), (s) => s.userTitleSchema);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === ERROR_CODES.sessionLoggedOut || code === ERROR_CODES.notFound) return null;
    throw error;
  }
}

/** GET user/title/{id}: progress on a movie, fight or episode. */
export const getUserTitle = (id: TitleId) => getUserBookmark(`user/title/${id}`);
/** GET user/series/{id}: progress on a series, with the episode to resume. */
export const getUserSeries = (id: SeriesId) => getUserBookmark(`user/series/${id}`);

export const userTitleQuery = (id: TitleId) =>
  queryOptions({ queryKey: titleKeys.userTitle(id), queryFn: () => getUserTitle(id) });
export const userSeriesQuery = (id: SeriesId) =>
  queryOptions({ queryKey: titleKeys.userSeries(id), queryFn: () => getUserSeries(id) });

/** Progress on a title, asked only when signed in; undefined while loading or signed out. */
export function useUserTitle(id: TitleId, signedIn: boolean): UserTitle | null | undefined {
  return useQuery({ ...userTitleQuery(id), enabled: signedIn }).data;
}

export function useUserSeries(id: SeriesId, signedIn: boolean): UserTitle | null | undefined {
  return useQuery({ ...userSeriesQuery(id), enabled: signedIn }).data;
}
