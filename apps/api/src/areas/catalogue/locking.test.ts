import { describe, expect, it } from 'vitest';
import { lockAbove } from './locking.ts';

const answer = {
  page: 1,
  titles: [
    { id: 1, titleRating: 'MOVIE_PG', locked: false },
    { id: 2, titleRating: 'MOVIE_R', locked: false },
    { id: 3, titleRating: 'MOVIE_NC_17', locked: false },
    { id: 4, titleRating: 'NR', locked: false },
  ],
  items: [{ kind: 'series', series: { id: 9, titleRating: 'TV_MA', locked: false } }],
};

describe('lockAbove', () => {
  it('locks every rated record above the limits, however deep, without touching the shared answer', () => {
    const locked = lockAbove(answer, { movie: 'MOVIE_PG_13', tv: 'TV_14' });
    expect(locked.titles.map((title) => title.locked)).toEqual([false, true, true, true]);
    expect(locked.items[0]!.series.locked).toBe(true);
    expect(answer.titles.every((title) => !title.locked)).toBe(true);
  });

  it('unrestricted limits lock nothing and return the same object', () => {
    expect(lockAbove(answer, { movie: 'MOVIE_NR', tv: 'TV_NR' })).toBe(answer);
  });

  it('NC-17 needs an unrestricted movie limit, NR both limits unrestricted', () => {
    const movieOpen = lockAbove(answer, { movie: 'MOVIE_NR', tv: 'TV_14' });
    expect(movieOpen.titles.map((title) => title.locked)).toEqual([false, false, false, true]);
  });
});
