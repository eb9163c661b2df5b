import { queryOptions, useQuery } from '@tanstack/react-query';
import { seriesListSchema } from '@stat/contracts';
import type { Series } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';

/** GET series: every series by sort name; the current ones carry seriesStatus 'current'. */
export async function getSeriesList(): Promise<Series[]> {
  return seriesListSchema.parse(await api.get('series')).series;
}

export const seriesListQuery = () => queryOptions({ queryKey: collectionKeys.series(), queryFn: getSeriesList, staleTime: 5 * 60_000 });

/** All series, or only the current ones (the Current Series page). */
export function useSeriesList(currentOnly: boolean) {
  return useQuery({
    ...seriesListQuery(),
    select: (series) => (currentOnly ? series.filter((item) => item.seriesStatus === 'current') : series),
  });
}
