import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@stat/contracts';
import type { EpisodesForSeries, SeriesId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { titleKeys } from './title-queries.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

export type Season = EpisodesForSeries['episodesForSeries'][number];

/**
 * GET titles/series/{seriesId}: the episodes grouped by season. A series with none answers
 * `error.notavailable.series`, which the season fetch ignores (streaming spec section 8): no seasons.
 */
export async function getSeriesEpisodes(id: SeriesId): Promise<Season[]> {
  try {
    return (await parseAnswer(
      api.get(`titles/series/${id}`),
      import('@stat/contracts/catalogue-schemas'),
      (s) => s.episodesForSeriesSchema,
    )).episodesForSeries;
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === ERROR_CODES.seriesNotAvailable || code === ERROR_CODES.notFound) return [];
    throw error;
  }
}

export const seriesEpisodesQuery = (id: SeriesId) =>
  queryOptions({ queryKey: titleKeys.seriesEpisodes(id), queryFn: () => getSeriesEpisodes(id), staleTime: 5 * 60_000 });

/** The seasons of a series; loads beside the series hero rather than holding it back. */
export function useSeriesEpisodes(id: SeriesId) {
  return useQuery(seriesEpisodesQuery(id));
}
