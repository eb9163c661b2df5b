import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SeriesDetail, SeriesId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { orNotFound } from '../../../lib/or-not-found.ts';
import { titleKeys } from './title-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET series/{id}: the series with its season numbers; null when there is no such series. */
export function getSeriesDetail(id: SeriesId): Promise<SeriesDetail | null> {
  return orNotFound(async () => parseAnswer(
    api.get(`series/${id}`),
    import('@stat/contracts/catalogue-schemas'),
    (s) => s.seriesDetailSchema,
  ));
}

export const seriesDetailQuery = (id: SeriesId) =>
  queryOptions({ queryKey: titleKeys.series(id), queryFn: () => getSeriesDetail(id), staleTime: 5 * 60_000 });

export function useSeriesDetail(id: SeriesId): SeriesDetail | null {
  return useSuspenseQuery(seriesDetailQuery(id)).data;
}
