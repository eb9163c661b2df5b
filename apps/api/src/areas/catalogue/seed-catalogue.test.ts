import { CATEGORY_IDS, catalogueFileProblems, catalogueFileSchema, HOME_MODULE_TYPES } from '@stat/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '../../../scripts/generate-seed-catalogue.ts';
import { generateLargeCatalogue, generateSeedCatalogue } from '../../../scripts/seed-catalogue/generate.ts';
import { SEED_DIR } from '../../paths.ts';

const committed = readFileSync(join(SEED_DIR, 'catalogue.json'), 'utf8');
const file = catalogueFileSchema.parse(JSON.parse(committed));
const episodes = file.series.flatMap((series) => series.seasons.flatMap((season) => season.episodes));
const titlesOfType = (type: string) => file.titles.filter((title) => title.type === type);

describe('the seed catalogue (seed/catalogue.json)', () => {
  it('parses and is coherent', () => {
    expect(catalogueFileProblems(file)).toEqual([]);
  });

  it('is what the generator writes today (run npm run catalogue:generate after changing it)', () => {
    expect(catalogueText(generateSeedCatalogue(), true)).toBe(committed);
  });

  it('feels like a network: the counts of issue 7', () => {
    expect(file.series.length).toBeGreaterThanOrEqual(25);
    expect(file.series.every((series) => series.seasons.length >= 1)).toBe(true);
    expect(file.series.filter((series) => series.seasons.length >= 2).length).toBeGreaterThanOrEqual(25);
    expect(episodes.length).toBeGreaterThanOrEqual(250);
    expect(titlesOfType('movie').length).toBeGreaterThanOrEqual(150);
    expect(titlesOfType('fight').length).toBeGreaterThanOrEqual(10);
    expect(titlesOfType('trailer').length).toBeGreaterThanOrEqual(3);
    expect(file.collections.filter((collection) => collection.kind === 'curated').length).toBeGreaterThanOrEqual(10);
    expect(file.collections.filter((collection) => collection.kind === 'free')).toHaveLength(1);
    expect(file.promoted.length).toBeGreaterThanOrEqual(5);
    expect(file.promoted.length).toBeLessThanOrEqual(8);
    expect(new Set(file.modules.map((module) => module.type))).toEqual(new Set(HOME_MODULE_TYPES));
  });

  it('has the fixed categories, each with sub-categories', () => {
    for (const id of Object.values(CATEGORY_IDS)) {
      const category = file.categories.find((c) => c.id === id);
      expect(category?.items.filter((item) => item.type === 'CATEGORY').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('mixes current and ended series, free episodes and credible metadata', () => {
    const current = file.series.filter((series) => series.status === 'current');
    expect(current.length).toBeGreaterThan(5);
    expect(current.every((series) => series.tuneIn !== null)).toBe(true);
    expect(file.series.filter((series) => series.status === 'ended').length).toBeGreaterThan(5);
    expect(file.series.filter((series) => series.erotic).length).toBeGreaterThanOrEqual(2);
    expect(episodes.filter((episode) => episode.flags.includes('free')).length).toBeGreaterThanOrEqual(3);
    expect(episodes.some((episode) => episode.flags.includes('CURRENT'))).toBe(true);
    for (const episode of episodes) {
      expect(episode.duration).toBeGreaterThanOrEqual(25 * 60);
      expect(episode.duration).toBeLessThan(61 * 60);
      expect(episode.rating?.startsWith('TV_')).toBe(true);
    }
    for (const movie of titlesOfType('movie')) {
      expect(movie.duration).toBeGreaterThanOrEqual(85 * 60);
      expect(movie.duration).toBeLessThan(151 * 60);
      expect(movie.rating.startsWith('MOVIE_')).toBe(true);
      expect(movie.credits.map((credit) => credit.role)).toEqual(expect.arrayContaining(['cast', 'director', 'writer']));
      const { short, medium, long } = movie.description;
      expect(short.length).toBeLessThan(medium.length);
      expect(medium.length).toBeLessThan(long.length);
    }
    for (const fight of titlesOfType('fight')) expect(fight.duration).toBeGreaterThanOrEqual(2 * 3600);
    expect(new Set(titlesOfType('movie').map((movie) => movie.name)).size).toBe(titlesOfType('movie').length);
  });

  it('plays the east feed for the whole week', () => {
    const programs = file.schedule.programs;
    expect(programs[0]?.minuteOfWeek).toBe(0);
    expect(programs.at(-1)!.minuteOfWeek).toBeGreaterThan(7 * 24 * 60 - 4 * 60);
  });
});

describe('the benchmark catalogue', () => {
  it('holds the number of titles asked for and is coherent', () => {
    const large = catalogueFileSchema.parse(generateLargeCatalogue(3000));
    const playable = large.titles.length + large.series.flatMap((s) => s.seasons.flatMap((season) => season.episodes)).length;
    expect(playable).toBe(3000);
    expect(catalogueFileProblems(large)).toEqual([]);
  });
});
