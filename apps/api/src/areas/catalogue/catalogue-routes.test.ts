import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiErrorResponseSchema,
  CATALOGUE_PAGE_SIZE,
  collectionPageSchema,
  collectionsSchema,
  episodesForSeriesSchema,
  ERROR_CODES,
  mixedCollectionSchema,
  seriesDetailSchema,
  seriesListSchema,
  titleSchema,
  type CatalogueFile,
} from '@stat/contracts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { clearTables } from '../../test/test-database.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

const t = useTestApp();
let file: CatalogueFile;
beforeAll(async () => {
  file = await seedTestCatalogue(t.database);
});
beforeEach(() => clearTables(t.database));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...APP_HEADERS, ...headers } });

/** A signed-in viewer whose movie limit is PG and TV limit TV-PG: its headers. */
const restrictedViewer = (id = 'restricted') => signedInViewer(t.database, id, { movie: 'MOVIE_PG', tv: 'TV_PG' });

describe('GET /api/titles/{id}', () => {
  it('answers a movie with its hero and tile images, srcset smallest first', async () => {
    const movie = file.titles.find((title) => title.type === 'movie')!;
    const response = await get(`/api/titles/${movie.id}`);
    expect(response.statusCode).toBe(200);
    const title = titleSchema.parse(response.json());
    expect(title).toMatchObject({ id: movie.id, name: movie.name, type: 'movie', duration: movie.duration, series: null, locked: false });
    expect(title.images.map((image) => image.type)).toEqual(['heroDisplay', 'heroMobileDisplay', 'playlistListDisplay', 'playlistSeriesListDisplay']);
    const hero = title.images[0]!;
    expect(hero.srcset.map((candidate) => candidate.width)).toEqual([640, 960, 1920]);
    expect(hero.url).toMatch(new RegExp(`^/api/art/title/${movie.id}/heroDisplay/1920\\.webp\\?v=`));
    // The credit marker defaults to 10 s before the end (streaming spec section 9).
    expect(title.creditMarkerMillis).toBe(movie.duration * 1000 - 10_000);
  });

  it('answers an episode with its series, place, and the episodes either side across seasons', async () => {
    const series = file.series.find((one) => one.seasons.length >= 2)!;
    const [first, second] = series.seasons;
    const lastOfFirst = first!.episodes.at(-1)!;
    const firstOfSecond = second!.episodes[0]!;
    const title = titleSchema.parse((await get(`/api/titles/${lastOfFirst.id}`)).json());
    expect(title.series).toEqual({ seriesId: series.id, seriesTitle: series.name, seasonNum: first!.seasonNum, episodeNum: lastOfFirst.episodeNum });
    expect(title.nextTitleId).toBe(firstOfSecond.id);
    const next = titleSchema.parse((await get(`/api/titles/${firstOfSecond.id}`)).json());
    expect(next.previousTitleId).toBe(lastOfFirst.id);
    const opening = titleSchema.parse((await get(`/api/titles/${first!.episodes[0]!.id}`)).json());
    expect(opening.previousTitleId).toBeNull();
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const response = await get('/api/titles/987654');
    expect(response.statusCode).toBe(404);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.notFound);
  });

  it.each(['abc', '0', '1e3', '-4', '12345678901'])('refuses the malformed id %s with 400', async (id) => {
    const response = await get(`/api/titles/${id}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.requestInvalid);
  });
});

describe('series', () => {
  it('GET /api/series lists every series by sort name', async () => {
    const { series } = seriesListSchema.parse((await get('/api/series')).json());
    expect(series).toHaveLength(file.series.length);
    const names = series.map((one) => one.sortName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(series.filter((one) => one.seriesStatus === 'current').length).toBe(file.series.filter((one) => one.status === 'current').length);
  });

  it('GET /api/series/{id} answers its seasons and counts', async () => {
    const stored = file.series[1]!;
    const series = seriesDetailSchema.parse((await get(`/api/series/${stored.id}`)).json());
    expect(series.seasons).toEqual(stored.seasons.map((season) => season.seasonNum));
    expect(series.totalSeasons).toBe(stored.seasons.length);
    expect(series.totalEpisodes).toBe(stored.seasons.reduce((sum, season) => sum + season.episodes.length, 0));
    expect((await get('/api/series/987654')).statusCode).toBe(404);
  });

  it('GET /api/titles/series/{id} groups the episodes by season in order', async () => {
    const stored = file.series[1]!;
    const { episodesForSeries } = episodesForSeriesSchema.parse((await get(`/api/titles/series/${stored.id}`)).json());
    expect(episodesForSeries.map((season) => season.seasonNum)).toEqual(stored.seasons.map((season) => season.seasonNum));
    for (const [index, season] of episodesForSeries.entries()) {
      expect(season.episodes.map((episode) => episode.id)).toEqual(stored.seasons[index]!.episodes.map((episode) => episode.id));
    }
  });

  it('answers error.notavailable.series (404) for a series with nothing to show', async () => {
    const response = await get('/api/titles/series/987654');
    expect(response.statusCode).toBe(404);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.seriesNotAvailable);
  });
});

describe('collections', () => {
  it('GET /api/collections lists the curated lists', async () => {
    const { collections } = collectionsSchema.parse((await get('/api/collections')).json());
    expect(collections.map((collection) => collection.id)).toEqual(file.collections.filter((c) => c.kind === 'curated').map((c) => c.id));
  });

  it('pages a collection: full pages, the last partial page, and an empty page past the end', async () => {
    const movies = file.collections.find((collection) => collection.kind === 'movies' && collection.items.length > CATALOGUE_PAGE_SIZE)!;
    const pageCount = Math.ceil(movies.items.length / CATALOGUE_PAGE_SIZE);
    const first = collectionPageSchema.parse((await get(`/api/titles/collections/${movies.id}/page/1`)).json());
    expect(first).toMatchObject({ page: 1, pageCount, total: movies.items.length });
    expect(first.titles.map((title) => title.id)).toEqual(movies.items.slice(0, CATALOGUE_PAGE_SIZE).map((item) => item.id));
    const last = collectionPageSchema.parse((await get(`/api/titles/collections/${movies.id}/page/${pageCount}`)).json());
    expect(last.titles).toHaveLength(movies.items.length - (pageCount - 1) * CATALOGUE_PAGE_SIZE);
    const beyond = collectionPageSchema.parse((await get(`/api/titles/collections/${movies.id}/page/${pageCount + 1}`)).json());
    expect(beyond).toMatchObject({ titles: [], pageCount });
  });

  it('refuses page 0 and an unknown collection', async () => {
    expect((await get('/api/titles/collections/14/page/0')).statusCode).toBe(400);
    expect((await get('/api/titles/collections/987654/page/1')).statusCode).toBe(404);
    expect((await get('/api/mixed/collections/987654')).statusCode).toBe(404);
  });

  it('GET /api/mixed/collections/{id} keeps series and titles in order', async () => {
    const mixed = file.collections.find((collection) => new Set(collection.items.map((item) => item.type)).size === 2)
      ?? file.collections.find((collection) => collection.items.some((item) => item.type === 'series'))!;
    const answer = mixedCollectionSchema.parse((await get(`/api/mixed/collections/${mixed.id}`)).json());
    expect(answer.items.map((item) => (item.kind === 'title' ? ['title', item.title.id] : ['series', item.series.id]))).toEqual(
      mixed.items.map((item) => [item.type, item.id]),
    );
  });

  it('GET /api/titles/collections/free/page/1 answers the free full episodes', async () => {
    const free = collectionPageSchema.parse((await get('/api/titles/collections/free/page/1')).json());
    expect(free.collectionMetadata.kind).toBe('free');
    expect(free.titles.length).toBeGreaterThan(0);
    expect(free.titles.every((title) => title.flags.includes('free'))).toBe(true);
  });
});

describe('caching and viewing restrictions', () => {
  it('signed out: public and cacheable, revalidated with its ETag', async () => {
    const response = await get('/api/series/2');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const again = await get('/api/series/2', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("signed in: private, and titles above the profile's limits are locked (anyone else sees them unlocked)", async () => {
    const headers = await restrictedViewer();
    const movies = file.collections.find((collection) => collection.kind === 'movies' && collection.items.length > CATALOGUE_PAGE_SIZE)!;
    const mine = await get(`/api/titles/collections/${movies.id}/page/1`, headers);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const titles = collectionPageSchema.parse(mine.json()).titles;
    for (const title of titles) expect(title.locked).toBe(!['MOVIE_G', 'MOVIE_PG'].includes(title.titleRating));
    expect(titles.some((title) => title.locked)).toBe(true);

    const anyone = collectionPageSchema.parse((await get(`/api/titles/collections/${movies.id}/page/1`)).json());
    expect(anyone.titles.every((title) => !title.locked)).toBe(true);

    const series = file.series.find((one) => one.rating === 'TV_MA')!;
    const detail = seriesDetailSchema.parse((await get(`/api/series/${series.id}`, headers)).json());
    expect(detail.locked).toBe(true);
  });

  it('a locked answer has its own ETag, so a profile never revalidates into the unlocked one', async () => {
    const headers = await restrictedViewer();
    const open = await get('/api/titles/collections/14/page/1');
    const locked = await get('/api/titles/collections/14/page/1', { ...headers, 'if-none-match': String(open.headers.etag) });
    expect(locked.statusCode).toBe(200);
    expect(locked.headers.etag).not.toBe(open.headers.etag);
  });
});
