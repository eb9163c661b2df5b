import fp from 'fastify-plugin';
import {
  collectionIdSchema,
  categoryIdSchema,
  tileItemSchema,
  type CollectionPage,
  type CollectionSummary,
  type HomeModule,
  type ImageType,
  type MenuItem,
  type MixedItem,
  type Series,
  type SeriesDetail,
  type Title,
} from '@stat/contracts';
import { artworkImages, IMAGE_SETS } from './artwork-images.ts';
import {
  SERIES_COLUMNS,
  TITLE_AVAILABLE,
  TITLE_COLUMNS,
  TITLE_FROM,
  seriesArtwork,
  titleArtwork,
  toSeries,
  toTitle,
  type SeriesSqlRow,
  type TitleSqlRow,
} from './catalogue-rows.ts';
import type { SqlRunner } from '../../db/database.ts';
import type { ArtworkInput } from './artwork/artwork-spec.ts';
import type { ArtworkSubject } from './artwork-images.ts';

interface CollectionSqlRow extends Record<string, unknown> {
  id: number;
  name: string;
  kind: string;
  description: string;
  size: number;
}

interface ItemRef extends Record<string, unknown> {
  title_id: number | null;
  series_id: number | null;
}

const COLLECTION_COLUMNS = `c.id, c.name, c.kind, c.description,
  (SELECT count(*)::int FROM collection_items i WHERE i.collection_id = c.id) AS size`;

function toCollectionSummary(row: CollectionSqlRow): CollectionSummary {
  return {
    id: collectionIdSchema.parse(row.id),
    name: row.name,
    kind: row.kind as CollectionSummary['kind'],
    description: row.description,
    images: artworkImages('collection', { id: row.id, title: row.name, kind: 'collection', eyebrow: 'Collection' }, IMAGE_SETS.tile),
    size: row.size,
  };
}

/**
 * Reads of the catalogue, as the contracts' shapes. Every title goes through TITLE_COLUMNS and
 * toTitle; answers are unlocked here and locked per profile by the routes (areas/catalogue/locking.ts).
 */
export function createCatalogueRepository(database: SqlRunner) {
  async function titleRows(ids: readonly number[]): Promise<Map<number, TitleSqlRow>> {
    if (ids.length === 0) return new Map();
    const rows = await database.query<TitleSqlRow>(
      `SELECT ${TITLE_COLUMNS} FROM ${TITLE_FROM} WHERE t.id = ANY($1::int[]) AND ${TITLE_AVAILABLE}`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function seriesRows(ids: readonly number[]): Promise<Map<number, SeriesSqlRow>> {
    if (ids.length === 0) return new Map();
    const rows = await database.query<SeriesSqlRow>(`SELECT ${SERIES_COLUMNS} FROM series s WHERE s.id = ANY($1::int[])`, [[...new Set(ids)]]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function titlesByIds(ids: readonly number[], imageTypes: readonly ImageType[]): Promise<Map<number, Title>> {
    const rows = await titleRows(ids);
    return new Map([...rows].map(([id, row]) => [id, toTitle(row, imageTypes)]));
  }

  async function seriesByIds(ids: readonly number[], imageTypes: readonly ImageType[]): Promise<Map<number, Series>> {
    const rows = await seriesRows(ids);
    return new Map([...rows].map(([id, row]) => [id, toSeries(row, imageTypes)]));
  }

  /** The rows item references name, fetched together (two queries however many lists they serve). */
  async function rowsOf(refs: readonly ItemRef[]) {
    const [titles, series] = await Promise.all([
      titleRows(refs.flatMap((ref) => (ref.title_id === null ? [] : [ref.title_id]))),
      seriesRows(refs.flatMap((ref) => (ref.series_id === null ? [] : [ref.series_id]))),
    ]);
    return { titles, series };
  }

  /** Item references in order as mixed items, dropping any that no longer resolve. */
  function toMixedItems(refs: readonly ItemRef[], rows: Awaited<ReturnType<typeof rowsOf>>, imageTypes: readonly ImageType[]): MixedItem[] {
    return refs.flatMap((ref): MixedItem[] => {
      const title = ref.title_id === null ? undefined : rows.titles.get(ref.title_id);
      if (title) return [{ kind: 'title', title: toTitle(title, imageTypes) }];
      const series = ref.series_id === null ? undefined : rows.series.get(ref.series_id);
      return series ? [{ kind: 'series', series: toSeries(series, imageTypes) }] : [];
    });
  }

  async function mixedItems(refs: readonly ItemRef[], imageTypes: readonly ImageType[]): Promise<MixedItem[]> {
    return toMixedItems(refs, await rowsOf(refs), imageTypes);
  }

  async function collectionSummary(id: number): Promise<CollectionSummary | null> {
    const [row] = await database.query<CollectionSqlRow>(`SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.id = $1`, [id]);
    return row ? toCollectionSummary(row) : null;
  }

  /** One page of a collection's titles (its series are on `mixed`); null when there is no such collection. */
  async function titlePage(summary: CollectionSummary, page: number, pageSize: number): Promise<CollectionPage> {
    const [{ total } = { total: 0 }] = await database.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM collection_items i JOIN titles t ON t.id = i.title_id
       WHERE i.collection_id = $1 AND ${TITLE_AVAILABLE}`,
      [summary.id],
    );
    const rows = await database.query<TitleSqlRow>(
      `SELECT ${TITLE_COLUMNS} FROM collection_items i JOIN ${TITLE_FROM} ON t.id = i.title_id
       WHERE i.collection_id = $1 AND ${TITLE_AVAILABLE}
       ORDER BY i.position LIMIT $2 OFFSET $3`,
      [summary.id, pageSize, (page - 1) * pageSize],
    );
    return {
      page,
      pageCount: Math.ceil(total / pageSize),
      total,
      collectionMetadata: summary,
      titles: rows.map((row) => toTitle(row, IMAGE_SETS.tile)),
    };
  }

  return {
    titlesByIds,
    seriesByIds,

    async titleById(id: number): Promise<Title | null> {
      return (await titlesByIds([id], IMAGE_SETS.hero)).get(id) ?? null;
    },

    async seriesById(id: number): Promise<SeriesDetail | null> {
      const series = (await seriesByIds([id], IMAGE_SETS.hero)).get(id);
      if (!series) return null;
      const seasons = await database.query<{ season_num: number }>(
        'SELECT DISTINCT season_num FROM titles WHERE series_id = $1 ORDER BY season_num',
        [id],
      );
      return { ...series, seasons: seasons.map((row) => row.season_num) };
    },

    /** A series' available episodes, grouped by season in order. */
    async episodesOfSeries(id: number): Promise<{ seasonNum: number; episodes: Title[] }[]> {
      const rows = await database.query<TitleSqlRow>(
        `SELECT ${TITLE_COLUMNS} FROM ${TITLE_FROM} WHERE t.series_id = $1 AND ${TITLE_AVAILABLE}
         ORDER BY t.season_num, t.episode_num`,
        [id],
      );
      const seasons = new Map<number, Title[]>();
      for (const row of rows) {
        const season = row.season_num ?? 0;
        seasons.set(season, [...(seasons.get(season) ?? []), toTitle(row, IMAGE_SETS.tile)]);
      }
      return [...seasons].map(([seasonNum, episodes]) => ({ seasonNum, episodes }));
    },

    async allSeries(): Promise<Series[]> {
      const rows = await database.query<SeriesSqlRow>(`SELECT ${SERIES_COLUMNS} FROM series s ORDER BY s.sort_name, s.id`);
      return rows.map((row) => toSeries(row, IMAGE_SETS.tile));
    },

    /** The curated lists, in id order (the operator's). */
    async curatedCollections(): Promise<CollectionSummary[]> {
      const rows = await database.query<CollectionSqlRow>(`SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.kind = 'curated' ORDER BY c.id`);
      return rows.map(toCollectionSummary);
    },

    async collectionPage(id: number, page: number, pageSize: number): Promise<CollectionPage | null> {
      const summary = await collectionSummary(id);
      return summary ? titlePage(summary, page, pageSize) : null;
    },

    /** The free full episodes: the first collection of kind 'free'. */
    async freePage(page: number, pageSize: number): Promise<CollectionPage | null> {
      const [row] = await database.query<CollectionSqlRow>(`SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE c.kind = 'free' ORDER BY c.id LIMIT 1`);
      return row ? titlePage(toCollectionSummary(row), page, pageSize) : null;
    },

    async mixedCollection(id: number): Promise<{ collectionMetadata: CollectionSummary; items: MixedItem[] } | null> {
      const summary = await collectionSummary(id);
      if (!summary) return null;
      const refs = await database.query<ItemRef>(
        'SELECT title_id, series_id FROM collection_items WHERE collection_id = $1 ORDER BY position',
        [id],
      );
      return { collectionMetadata: summary, items: await mixedItems(refs, IMAGE_SETS.tile) };
    },

    async promoted(): Promise<MixedItem[]> {
      const refs = await database.query<ItemRef>('SELECT title_id, series_id FROM promoted_items ORDER BY position');
      return mixedItems(refs, IMAGE_SETS.hero);
    },

    async menu(): Promise<MenuItem[]> {
      const rows = await database.query<{ id: number; name: string; slug: string; menu_type: string; items: { id: number; name: string; slug: string; type: string; collectionId: number | null }[] }>(
        `SELECT c.id, c.name, c.slug, c.menu_type,
           coalesce((SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'slug', i.slug, 'type', i.type, 'collectionId', i.collection_id) ORDER BY i.position)
                     FROM category_items i WHERE i.category_id = c.id), '[]'::json) AS items
         FROM categories c WHERE c.menu_position IS NOT NULL ORDER BY c.menu_position`,
      );
      return rows.map((row) => ({
        id: categoryIdSchema.parse(row.id),
        name: row.name,
        type: row.menu_type as MenuItem['type'],
        slug: row.slug,
        items: row.items.map((item) => ({
          ...item,
          id: categoryIdSchema.parse(item.id),
          type: item.type as MenuItem['items'][number]['type'],
          collectionId: item.collectionId === null ? null : collectionIdSchema.parse(item.collectionId),
        })),
      }));
    },

    /** The home shelves of the given types, in order, each with its first `itemLimit` items. */
    async modules(types: readonly string[], itemLimit: number): Promise<HomeModule[]> {
      const modules = await database.query<{ id: number; type: string; title: string; image_type: string; collection_id: number }>(
        'SELECT id, type, title, image_type, collection_id FROM home_modules WHERE type = ANY($1::text[]) ORDER BY position',
        [[...types]],
      );
      if (modules.length === 0) return [];
      // The first items of each collection from its primary key (a window over whole collections
      // read all 66,000 items of "all movies" at 100,000 titles).
      const refs = await database.query<ItemRef & { collection_id: number }>(
        `SELECT c.id AS collection_id, i.title_id, i.series_id
         FROM unnest($1::int[]) AS c(id)
         CROSS JOIN LATERAL (
           SELECT title_id, series_id, position FROM collection_items WHERE collection_id = c.id ORDER BY position LIMIT $2
         ) i
         ORDER BY c.id, i.position`,
        [modules.map((module) => module.collection_id), itemLimit],
      );
      const rows = await rowsOf(refs);
      // Each shelf shows one image type, so its items carry only that one, and only the fields of
      // a tile (parsing by the tile schema drops the rest): the answer stays small.
      return modules.map((module) => ({
        id: module.id,
        type: module.type as HomeModule['type'],
        title: module.title,
        imageType: module.image_type as HomeModule['imageType'],
        items: toMixedItems(
          refs.filter((ref) => ref.collection_id === module.collection_id),
          rows,
          [module.image_type as ImageType],
        ).map((item) => tileItemSchema.parse(item)),
      }));
    },

    /** The east feed's weekly loop: each program's minute of the week and its title. */
    async weeklySchedule(): Promise<{ minuteOfWeek: number; title: Title }[]> {
      const rows = await database.query<TitleSqlRow & { minute_of_week: number }>(
        `SELECT p.minute_of_week, ${TITLE_COLUMNS} FROM schedule_programs p JOIN ${TITLE_FROM} ON t.id = p.title_id ORDER BY p.minute_of_week`,
      );
      return rows.map((row) => ({ minuteOfWeek: row.minute_of_week, title: toTitle(row, []) }));
    },

    /** What the artwork of a record is drawn from, or null when there is no such record. */
    async artworkOf(subject: ArtworkSubject, id: number): Promise<ArtworkInput | null> {
      if (subject === 'title') {
        const [row] = await database.query<Parameters<typeof titleArtwork>[0] & Record<string, unknown>>(
          `SELECT t.id, t.type, t.name, t.genre, t.release_year, s.name AS series_name, s.genre AS series_genre FROM ${TITLE_FROM} WHERE t.id = $1`,
          [id],
        );
        return row ? titleArtwork(row) : null;
      }
      if (subject === 'series') {
        const [row] = await database.query<Parameters<typeof seriesArtwork>[0] & Record<string, unknown>>('SELECT id, name, genre, release_year, status FROM series WHERE id = $1', [id]);
        return row ? seriesArtwork(row) : null;
      }
      const [row] = await database.query<{ id: number; name: string }>('SELECT id, name FROM collections WHERE id = $1', [id]);
      return row ? { id: row.id, title: row.name, kind: 'collection', eyebrow: 'Collection' } : null;
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueRepository: CatalogueRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogueRepository', createCatalogueRepository(app.database));
  },
  { name: 'catalogue-repository', dependencies: ['database'] },
);
