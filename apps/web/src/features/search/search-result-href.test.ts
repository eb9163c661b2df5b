import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@stat/contracts';
import { searchResultHref } from './search-result-href.ts';

describe('searchResultHref', () => {
  it.each<[SearchResult['type'], string]>([
    ['series', '/series/7'],
    ['movie', '/movie/7'],
    ['fight', '/fight/7'],
    ['episode', '/episode/7'],
    ['trailer', '/play/7'],
    ['clip', '/play/7'],
  ])('sends a %s to %s', (type, path) => {
    expect(searchResultHref({ id: 7, type })).toBe(path);
  });
});
