import { COLLECTION_LABELS } from '@stat/contracts';
import { GridSkeleton } from '../../components/catalogue/skeleton.tsx';
import { useFreeEpisodes } from './api/get-free-episodes.ts';
import { CardGrid } from './components/card-grid.tsx';
import { titleCard } from './components/card-props.ts';
import { ListHeader } from './components/list-header.tsx';
import styles from './components/list-page.module.css';

/** Free full episodes, for signed-out visitors: the first page the API offers. */
export function FreeEpisodes() {
  const page = useFreeEpisodes().data;
  return (
    <div className={styles.page}>
      <ListHeader
        headingId="list-heading"
        title={COLLECTION_LABELS.freeEpisodesHeading}
        lead={page?.collectionMetadata.description || COLLECTION_LABELS.freeEpisodesLead}
        aside={page ? COLLECTION_LABELS.itemCount(page.titles.length) : undefined}
      />
      {!page ? (
        <GridSkeleton shape="landscape" />
      ) : page.titles.length === 0 ? (
        <p className={styles.empty}>{COLLECTION_LABELS.empty}</p>
      ) : (
        <CardGrid cards={page.titles.map(titleCard)} imageType="playlistListDisplay" labelledBy="list-heading" />
      )}
    </div>
  );
}
