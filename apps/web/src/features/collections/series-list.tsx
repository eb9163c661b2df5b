import { COLLECTION_LABELS } from '@stat/contracts';
import { GridSkeleton } from '../../components/catalogue/skeleton.tsx';
import { href } from '../../lib/routes.ts';
import { useSeriesList } from './api/get-series-list.ts';
import { CardGrid } from './components/card-grid.tsx';
import { seriesCard } from './components/card-props.ts';
import { CategoryChips } from './components/category-chips.tsx';
import { ListHeader } from './components/list-header.tsx';
import styles from './components/list-page.module.css';

/** All series, or the current ones (seriesStatus 'current'), as posters A to Z. */
export function SeriesList({ current }: { current: boolean }) {
  const query = useSeriesList(current);
  const series = query.data;
  const chips = [
    { key: 'all', label: COLLECTION_LABELS.allSeriesLink, to: href('allSeries'), current: !current },
    { key: 'current', label: COLLECTION_LABELS.currentSeriesLink, to: href('currentSeries'), current },
  ];
  return (
    <div className={styles.page}>
      <ListHeader
        headingId="list-heading"
        title={current ? COLLECTION_LABELS.currentSeriesHeading : COLLECTION_LABELS.allSeriesHeading}
        aside={series ? COLLECTION_LABELS.seriesCount(series.length) : undefined}
      >
        <CategoryChips label={COLLECTION_LABELS.seriesLists} chips={chips} />
      </ListHeader>
      {!series ? (
        <GridSkeleton shape="poster" />
      ) : series.length === 0 ? (
        <p className={styles.empty}>{COLLECTION_LABELS.empty}</p>
      ) : (
        <CardGrid cards={series.map(seriesCard)} imageType="playlistSeriesListDisplay" labelledBy="list-heading" />
      )}
    </div>
  );
}
