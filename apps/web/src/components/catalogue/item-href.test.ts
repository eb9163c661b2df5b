import { describe, expect, it } from 'vitest';
import type { TitleType } from '@stat/contracts';
import { catalogueHref } from './item-href.ts';

describe('catalogueHref', () => {
  it.each<[TitleType, string]>([
    ['series', '/series/7'],
    ['movie', '/movie/7'],
    ['fight', '/fight/7'],
    ['episode', '/episode/7'],
    ['trailer', '/play/7'],
    ['clip', '/play/7'],
  ])('sends a %s to %s', (type, path) => {
    expect(catalogueHref({ id: 7, type })).toBe(path);
  });
});
