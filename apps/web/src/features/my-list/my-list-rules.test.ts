import { describe, expect, it } from 'vitest';
import { myListItemSchema, type MyListItem } from '@stat/contracts';
import { addItem, canRemove, hasItem, myListImageType, myListKey, removeItem, withProcessing } from './my-list-rules.ts';

const item = (id: number, type: MyListItem['type'] = 'Movie', prePremiere = false): MyListItem =>
  myListItemSchema.parse({
  id,
  type,
  name: `Item ${id}`,
  releaseYear: 2020,
  images: [],
  prePremiere,
  titleRating: 'TV_14',
  locked: false,
  });

describe('addItem', () => {
  it('puts a new item at the front', () => {
    const list = [item(1), item(2)];
    expect(addItem(list, item(3)).map((i) => i.id)).toEqual([3, 1, 2]);
  });

  it('moves an item already in the list to the front instead of doubling it', () => {
    expect(addItem([item(1), item(2)], item(2)).map((i) => i.id)).toEqual([2, 1]);
  });

  it('tells a series from a title with the same number', () => {
    const list = addItem([item(5, 'Movie')], item(5, 'SERIES'));
    expect(list.map(myListKey)).toEqual(['series:5', 'title:5']);
  });

  it('leaves the list alone for a pre-premiere item', () => {
    const list = [item(1)];
    expect(addItem(list, item(9, 'Episode', true))).toBe(list);
  });
});

describe('removeItem', () => {
  it('drops the item', () => {
    expect(removeItem([item(1), item(2)], 'title:1').map((i) => i.id)).toEqual([2]);
  });

  it('keeps a pre-premiere item and ignores an unknown key', () => {
    const list = [item(1, 'Movie', true)];
    expect(removeItem(list, 'title:1')).toBe(list);
    expect(removeItem(list, 'title:99')).toBe(list);
  });
});

describe('processing', () => {
  it('marks the items whose removal is under way', () => {
    const entries = withProcessing([item(1), item(2, 'SERIES')], new Set(['series:2']));
    expect(entries.map((e) => e.processing)).toEqual([false, true]);
  });

  it('blocks a removal while one is under way, and always for pre-premiere items', () => {
    expect(canRemove({ processing: false, prePremiere: false })).toBe(true);
    expect(canRemove({ processing: true, prePremiere: false })).toBe(false);
    expect(canRemove({ processing: false, prePremiere: true })).toBe(false);
  });
});

describe('hasItem and images', () => {
  it('finds a title or series by kind and id', () => {
    const list = [item(4, 'SERIES'), item(7, 'Fight')];
    expect(hasItem(list, 'series', 4)).toBe(true);
    expect(hasItem(list, 'title', 4)).toBe(false);
    expect(hasItem(list, 'title', 7)).toBe(true);
  });

  it('shows series as posters and everything else as landscape tiles', () => {
    expect(myListImageType('SERIES')).toBe('playlistSeriesListDisplay');
    for (const type of ['Movie', 'Episode', 'Fight', 'COLLECTION'] as const) {
      expect(myListImageType(type)).toBe('playlistListDisplay');
    }
  });
});
