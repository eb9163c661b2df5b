import type { ReactNode } from 'react';
import { COLLECTION_LABELS } from '@stat/contracts';
import type { CollectionId } from '@stat/contracts';
import { GridSkeleton } from '../../components/catalogue/skeleton.tsx';
import { useCollectionPages } from './api/get-collection-page.ts';
import { CardGrid } from './components/card-grid.tsx';
import { titleCard } from './components/card-props.ts';
import { CategoryChips } from './components/category-chips.tsx';
import type { Chip } from './components/category-chips.tsx';
import { ListHeader } from './components/list-header.tsx';
import styles from './components/list-page.module.css';

interface CollectionTitlesListProps {
  collectionId: CollectionId;
  title: string;
  chips?: readonly Chip[];
  /** Shown instead when the collection does not exist. */
  notFound: ReactNode;
}

/** A paged collection of titles (the Movies page): pages append until pageCount. */
export function CollectionTitlesList({ collectionId, title, chips = [], notFound }: CollectionTitlesListProps) {
  const query = useCollectionPages(collectionId);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (query.isSuccess && !first) return notFound;
  const titles = pages.flatMap((page) => page?.titles ?? []);
  return (
    <div className={styles.page}>
      <ListHeader
        headingId="list-heading"
        title={title}
        lead={first?.collectionMetadata.description}
        aside={first ? COLLECTION_LABELS.itemCount(first.total) : undefined}
      >
        <CategoryChips label={COLLECTION_LABELS.subcategories} chips={chips} />
      </ListHeader>
      {query.isPending ? (
        <GridSkeleton shape="landscape" />
      ) : titles.length === 0 ? (
        <p className={styles.empty}>{COLLECTION_LABELS.empty}</p>
      ) : (
        <CardGrid
          cards={titles.map(titleCard)}
          imageType="playlistListDisplay"
          labelledBy="list-heading"
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
    </div>
  );
}
