import type { ReactNode } from 'react';
import { COLLECTION_LABELS } from '@stat/contracts';
import type { CollectionId } from '@stat/contracts';
import { GridSkeleton } from '../../components/catalogue/skeleton.tsx';
import { useMixedCollection } from './api/get-mixed-collection.ts';
import { CardGrid } from './components/card-grid.tsx';
import { mixedCard } from './components/card-props.ts';
import { CategoryChips } from './components/category-chips.tsx';
import type { Chip } from './components/category-chips.tsx';
import { ListHeader } from './components/list-header.tsx';
import styles from './components/list-page.module.css';

interface MixedCollectionListProps {
  collectionId: CollectionId;
  /** The heading; left out, the collection's own name. */
  title?: string;
  chips?: readonly Chip[];
  notFound: ReactNode;
}

/** A collection of series and titles together (a curated list, a category): one answer, in order. */
export function MixedCollectionList({ collectionId, title, chips = [], notFound }: MixedCollectionListProps) {
  const query = useMixedCollection(collectionId);
  if (query.isSuccess && !query.data) return notFound;
  const collection = query.data;
  return (
    <div className={styles.page}>
      <ListHeader
        headingId="list-heading"
        title={title ?? collection?.collectionMetadata.name ?? ''}
        lead={collection?.collectionMetadata.description}
        aside={collection ? COLLECTION_LABELS.itemCount(collection.items.length) : undefined}
      >
        <CategoryChips label={COLLECTION_LABELS.subcategories} chips={chips} />
      </ListHeader>
      {!collection ? (
        <GridSkeleton shape="landscape" />
      ) : collection.items.length === 0 ? (
        <p className={styles.empty}>{COLLECTION_LABELS.empty}</p>
      ) : (
        <CardGrid cards={collection.items.map(mixedCard)} imageType="playlistListDisplay" labelledBy="list-heading" />
      )}
    </div>
  );
}
