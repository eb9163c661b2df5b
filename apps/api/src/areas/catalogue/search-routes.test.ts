import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, CATALOGUE_PAGE_SIZE, ERROR_CODES, QUICK_SEARCH_LIMIT, quickSearchSchema, searchPageSchema, type CatalogueFile } from '@stat/contracts';
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
const quick = async (text: string) => quickSearchSchema.parse((await get(`/api/search/quick/${encodeURIComponent(text)}`)).json()).results;

describe('GET /api/search/quick/{text}', () => {
  it('finds a series by its exact name first', async () => {
    const series = file.series[1]!;
    const results = await quick(series.name);
    expect(results[0]).toMatchObject({ id: series.id, type: 'series', name: series.name });
    expect(results.length).toBeLessThanOrEqual(QUICK_SEARCH_LIMIT);
  });

  it('finds a title from the start of a word (a prefix)', async () => {
    const movie = file.titles.find((title) => title.type === 'movie' && title.name.split(' ').some((word) => word.length >= 6))!;
    const word = movie.name.split(' ').find((one) => one.length >= 6)!;
    const results = await quick(word.slice(0, 4));
    expect(results.map((result) => result.id)).toContain(movie.id);
  });

  it('still finds a title with a typo', async () => {
    const series = file.series.find((one) => one.name === 'The Quiet Ministry')!;
    expect((await quick('quiet minstry'))[0]?.id).toBe(series.id);
    expect((await quick('quite minstry'))[0]?.id).toBe(series.id);
  });

  it('answers nothing for text matching nothing', async () => {
    expect(await quick('zzqxv')).toEqual([]);
  });

  it('treats LIKE wildcards in the text as characters', async () => {
    expect(await quick('%%%')).toEqual([]);
    expect(await quick('___')).toEqual([]);
  });

  it.each(['ab', '  a ', 'x'.repeat(101)])('refuses %j in the error shape', async (text) => {
    const response = await get(`/api/search/quick/${encodeURIComponent(text)}`);
    // Over 100 characters the router refuses the address itself (414) before validation (400).
    expect([400, 414]).toContain(response.statusCode);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.requestInvalid);
  });

  it('locks results above a signed-in profile\'s limits', async () => {
    const headers = await signedInViewer(t.database, 'kid', { movie: 'MOVIE_G', tv: 'TV_Y' });
    const series = file.series.find((one) => one.name === 'The Quiet Ministry')!;
    const results = quickSearchSchema.parse((await get(`/api/search/quick/${encodeURIComponent(series.name)}`, headers)).json()).results;
    expect(results[0]).toMatchObject({ id: series.id, locked: true });
  });
});

describe('GET /api/search/{term}/page/{n}', () => {
  it('pages the results until pageCount, without repeats, then an empty page', async () => {
    const first = searchPageSchema.parse((await get('/api/search/the/page/1')).json());
    expect(first.total).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / CATALOGUE_PAGE_SIZE));
    const seen = new Set<string>();
    for (let page = 1; page <= first.pageCount; page += 1) {
      const answer = searchPageSchema.parse((await get(`/api/search/the/page/${page}`)).json());
      for (const result of answer.results) seen.add(`${result.type}:${result.id}`);
    }
    expect(seen.size).toBe(first.total);
    const beyond = searchPageSchema.parse((await get(`/api/search/the/page/${first.pageCount + 1}`)).json());
    expect(beyond).toMatchObject({ results: [], total: first.total, pageCount: first.pageCount });
  });

  it('refuses page 0 and a short term', async () => {
    expect((await get('/api/search/the/page/0')).statusCode).toBe(400);
    expect((await get('/api/search/th/page/1')).statusCode).toBe(400);
  });
});
