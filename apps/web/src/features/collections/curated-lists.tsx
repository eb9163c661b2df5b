import { COLLECTION_LABELS } from '@stat/contracts';
import { GridSkeleton } from '../../components/catalogue/skeleton.tsx';
import { href } from '../../lib/routes.ts';
import { useCuratedLists } from './api/get-collections.ts';
import { CardGrid } from './components/card-grid.tsx';
import { ListHeader } from './components/list-header.tsx';
import styles from './components/list-page.module.css';

/** The Collections page: every curated list, each leading to its own page. */
export function CuratedLists() {
  const lists = useCuratedLists().data;
  return (
    <div className={styles.page}>
      <ListHeader
        headingId="list-heading"
        title={COLLECTION_LABELS.curatedListsHeading}
        lead={COLLECTION_LABELS.curatedListsLead}
      />
      {!lists ? (
        <GridSkeleton shape="landscape" />
      ) : lists.length === 0 ? (
        <p className={styles.empty}>{COLLECTION_LABELS.empty}</p>
      ) : (
        <CardGrid
          cards={lists.map((list) => ({
            key: `collection-${list.id}`,
            name: list.name,
            to: href('curatedListDetail', { id: list.id }),
            images: list.images,
            locked: false,
            meta: COLLECTION_LABELS.itemCount(list.size),
          }))}
          imageType="playlistListDisplay"
          labelledBy="list-heading"
        />
      )}
    </div>
  );
}
