import { describe, expect, it } from 'vitest';
import { seriesIdSchema, titleIdSchema } from '@stat/contracts';
import type { TitleType } from '@stat/contracts';
import { titleHref } from './item-href.ts';

const id = titleIdSchema.parse(7);

describe('titleHref', () => {
  it.each<[TitleType, string]>([
    ['movie', '/movie/7'],
    ['fight', '/fight/7'],
    ['episode', '/episode/7'],
    ['trailer', '/play/7'],
    ['clip', '/play/7'],
  ])('a %s goes to %s', (type, path) => {
    expect(titleHref({ id, type, series: null })).toBe(path);
  });

  it('a series-type title goes to its series', () => {
    const series = { seriesId: seriesIdSchema.parse(3), seriesTitle: 'S', seasonNum: 1, episodeNum: 1 };
    expect(titleHref({ id, type: 'series', series })).toBe('/series/3');
  });
});
