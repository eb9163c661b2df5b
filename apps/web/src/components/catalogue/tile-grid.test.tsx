import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSE_LABELS } from '@stat/contracts';
import { nextPageParam } from './paging.ts';
import { TileGrid } from './tile-grid.tsx';

afterEach(cleanup);

describe('nextPageParam', () => {
  it('asks for the next page until pageCount', () => {
    expect(nextPageParam({ page: 1, pageCount: 3 })).toBe(2);
    expect(nextPageParam({ page: 3, pageCount: 3 })).toBeUndefined();
    expect(nextPageParam({ page: 1, pageCount: 0 })).toBeUndefined();
  });
});

describe('TileGrid', () => {
  const items = ['a', 'b', 'c'];
  it('lists every item and loads more on request while pages remain', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <TileGrid items={items} getKey={(item) => item} renderItem={(item) => <span>{item}</span>} shape="poster" hasMore onLoadMore={onLoadMore} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: BROWSE_LABELS.loadMore }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<TileGrid items={items} getKey={(item) => item} renderItem={(item) => <span>{item}</span>} shape="poster" hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: BROWSE_LABELS.loadMore })).toBeNull();
  });
});
