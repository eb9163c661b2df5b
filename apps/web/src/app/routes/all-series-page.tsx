import { SeriesList } from '../../features/collections/series-list.tsx';

/** Every series, A to Z (`/series/all`, `/series`). */
export default function AllSeriesPage() {
  return <SeriesList current={false} />;
}
