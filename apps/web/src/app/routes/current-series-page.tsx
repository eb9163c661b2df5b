import { SeriesList } from '../../features/collections/series-list.tsx';

/** The series with new episodes now (seriesStatus 'current'). */
export default function CurrentSeriesPage() {
  return <SeriesList current />;
}
