import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueFileSchema, type CatalogueFile, type CatalogueFileInput } from '@stat/contracts';
import { openPostgres, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { insertUser } from '../../test/test-app.ts';
import { createPostgresDatabase, openTestDatabase } from '../../test/test-database.ts';
import { importCatalogue, importCatalogueIntoEmpty } from './catalogue-import-repository.ts';

const description = { short: 'Short.', medium: 'A medium description.', long: 'A long description of the title.' };

/** The smallest catalogue that exercises every table. */
function smallCatalogue(): CatalogueFileInput {
  return {
    series: [
      {
        id: 1,
        name: 'The Copper Coast',
        description,
        genre: 'Drama',
        status: 'current',
        rating: 'TV_14',
        releaseYear: 2024,
        seasons: [
          {
            seasonNum: 1,
            episodes: [
              { id: 101, episodeNum: 1, name: 'Low Tide', duration: 3000, description, releaseYear: 2024, flags: ['free'] },
              { id: 102, episodeNum: 2, name: 'Salt Lines', duration: 3100, description, releaseYear: 2024 },
            ],
          },
        ],
      },
    ],
    titles: [
      { id: 201, type: 'movie', name: 'A Quiet Harbor', duration: 6000, description, genre: 'Drama', rating: 'MOVIE_PG_13', releaseYear: 2021 },
      { id: 202, type: 'movie', name: 'Night Freight', duration: 5800, description, genre: 'Thriller', rating: 'MOVIE_R', releaseYear: 2019 },
      { id: 301, type: 'fight', name: 'Iron Verdict: Ruiz vs. Okafor', duration: 10800, description, genre: 'Boxing', rating: 'TV_14', releaseYear: 2025 },
    ],
    collections: [
      { id: 10, name: 'Movies', kind: 'movies', items: [{ type: 'title', id: 201 }, { type: 'title', id: 202 }] },
      { id: 11, name: 'Series', kind: 'curated', items: [{ type: 'series', id: 1 }] },
    ],
    categories: [
      { id: 407, name: 'Sports', slug: 'sports', menuPosition: 0, items: [{ id: 4071, name: 'All Sports', slug: 'all', type: 'ALLCATEGORY', collectionId: 10 }] },
    ],
    modules: [{ id: 1, type: 'MOVIES', title: 'Movies', imageType: 'playlistListDisplay', collectionId: 10 }],
    promoted: [{ type: 'series', id: 1 }],
    schedule: { programs: [{ minuteOfWeek: 0, titleId: 201 }, { minuteOfWeek: 100, titleId: 101 }] },
  };
}

const parse = (input: CatalogueFileInput): CatalogueFile => catalogueFileSchema.parse(input);

describe('importCatalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const count = async (table: string) =>
    (await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]?.count;

  it('writes every table, episodes as titles of their series', async () => {
    const summary = await importCatalogue(database, parse(smallCatalogue()));
    expect(summary).toMatchObject({ series: 1, titles: 5, collections: 2, categories: 1, modules: 1, schedulePrograms: 2, removed: 0 });
    const [episode] = await database.query('SELECT type, series_id, season_num, episode_num, rating, flags FROM titles WHERE id = 102');
    expect(episode).toEqual({ type: 'episode', series_id: 1, season_num: 1, episode_num: 2, rating: 'TV_14', flags: [] });
    expect(await count('collection_items')).toBe(3);
    expect(await count('category_items')).toBe(1);
  });

  it('a second import updates in place, removes what the file dropped, and keeps other viewers\' lists', async () => {
    await insertUser(database, 'list-owner');
    await database.query(
      "INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('list-owner', 'title', 202), ('list-owner', 'title', 201)",
    );
    const next = smallCatalogue();
    next.titles = next.titles.filter((title) => title.id !== 202).map((title) => (title.id === 201 ? { ...title, name: 'A Quieter Harbor' } : title));
    next.collections = [{ id: 10, name: 'Movies', kind: 'movies', items: [{ type: 'title', id: 201 }] }];
    const summary = await importCatalogue(database, parse(next));
    expect(summary.removed).toBe(1);
    expect(await database.query('SELECT name FROM titles WHERE id = 201')).toEqual([{ name: 'A Quieter Harbor' }]);
    expect(await database.query("SELECT item_id FROM my_list_items WHERE tve_user_id = 'list-owner'")).toEqual([{ item_id: 201 }]);
  });

  it('episodes may swap places between imports (the place is checked at commit)', async () => {
    const swapped = smallCatalogue();
    const [first, second] = swapped.series[0]!.seasons[0]!.episodes;
    swapped.series[0]!.seasons[0]!.episodes = [
      { ...first!, episodeNum: 2 },
      { ...second!, episodeNum: 1 },
    ];
    await importCatalogue(database, parse(swapped));
    expect(await database.query('SELECT id, episode_num FROM titles WHERE series_id = 1 ORDER BY id')).toEqual([
      { id: 101, episode_num: 2 },
      { id: 102, episode_num: 1 },
    ]);
  });

  it('a bad import changes nothing: one transaction', async () => {
    const before = await database.query('SELECT id, name FROM titles ORDER BY id');
    const itemsBefore = await count('collection_items');
    const broken = smallCatalogue();
    broken.titles[0] = { ...broken.titles[0]!, name: 'Renamed Before The Failure' };
    // A collection naming a title that does not exist fails at the end, after titles were written.
    broken.collections = [{ id: 10, name: 'Movies', kind: 'movies', items: [{ type: 'title', id: 999_999 }] }];
    await expect(importCatalogue(database, parse(broken))).rejects.toThrow();
    expect(await database.query('SELECT id, name FROM titles ORDER BY id')).toEqual(before);
    expect(await count('collection_items')).toBe(itemsBefore);
  });
});

describe('servers starting together on a new PostgreSQL', () => {
  const adminUrl = inject('postgresAdminUrl');
  it.runIf(adminUrl)('take turns seeding the catalogue: one imports it, the others find it stocked', async () => {
    const url = await createPostgresDatabase(adminUrl!);
    const servers = [await openPostgres(url), await openPostgres(url), await openPostgres(url)];
    try {
      await migrate(servers[0]!, MIGRATIONS_DIR);
      const summaries = await Promise.all(servers.map((server) => importCatalogueIntoEmpty(server, parse(smallCatalogue()))));
      expect(summaries.filter((summary) => summary !== null)).toHaveLength(1);
      expect(await servers[0]!.query('SELECT count(*)::int AS count FROM titles')).toEqual([{ count: 5 }]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
