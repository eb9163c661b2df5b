import type { ReactNode } from 'react';
import { BROWSE_LABELS } from '@stat/contracts';
import { LoadMore } from './load-more.tsx';
import styles from './tile-grid.module.css';

/** A grid tile's rendered width per breakpoint (pass as TitleCard's `sizes`); follows tile-grid.module.css. */
export const GRID_TILE_SIZES: Record<'landscape' | 'poster', string> = {
  landscape: '(min-width: 1024px) 24vw, (min-width: 680px) 46vw, 92vw',
  poster: '(min-width: 1024px) 16vw, (min-width: 680px) 23vw, 46vw',
};

export interface TileGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  shape: 'landscape' | 'poster';
  /** More pages remain (pages append until pageCount; see nextPageParam). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** A page is on its way: the button shows its spinner and the sentinel waits. */
  loadingMore?: boolean;
  /** Labels the list, e.g. the page heading's id. */
  labelledBy?: string;
}

/** A responsive grid of tiles for list pages; pages append through LoadMore while more remain. */
export function TileGrid<T>(props: TileGridProps<T>) {
  const { items, getKey, renderItem, shape, hasMore = false, onLoadMore, loadingMore = false, labelledBy } = props;

  return (
    <div className={styles.wrapper}>
      <ul role="list" className={styles.grid} data-shape={shape} aria-labelledby={labelledBy}>
        {items.map((item, index) => (
          <li key={getKey(item)} className={styles.item}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {hasMore && onLoadMore && <LoadMore onLoadMore={onLoadMore} loading={loadingMore} label={BROWSE_LABELS.loadMore} />}
    </div>
  );
}
