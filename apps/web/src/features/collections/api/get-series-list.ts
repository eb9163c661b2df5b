import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Series } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET series: every series by sort name; the current ones carry seriesStatus 'current'. */
export async function getSeriesList(): Promise<Series[]> {
  return (await parseAnswer(api.get('series'), import('@stat/contracts/catalogue-schemas'), (s) => s.seriesListSchema)).series;
}

export const seriesListQuery = () => queryOptions({ queryKey: collectionKeys.series(), queryFn: getSeriesList, staleTime: 5 * 60_000 });

/** All series, or only the current ones (the Current Series page). */
export function useSeriesList(currentOnly: boolean) {
  return useQuery({
    ...seriesListQuery(),
    select: (series) => (currentOnly ? series.filter((item) => item.seriesStatus === 'current') : series),
  });
}
