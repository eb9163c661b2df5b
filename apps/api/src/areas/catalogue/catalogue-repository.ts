import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
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
  type CollectionId,
  type SeriesId,
  type Title,
  type TitleId,
} from '@stat/contracts';
import { artworkImages, IMAGE_SETS } from './artwork-images.ts';
import {
  SERIES_COLUMNS,
  TITLE_COLUMNS,
  seriesArtwork,
  seriesOfTitle,
  titleAvailable,
  titleArtwork,
  toSeries,
  toTitle,
  type SeriesSqlRow,
  type TitleSqlRow,
} from './catalogue-rows.ts';
import type { Db } from '../../db/database.ts';
import { categories, categoryItems, collectionItems, collections, homeModules, promotedItems, schedulePrograms, series, titles } from '../../db/schema.ts';
import type { ArtworkInput } from './artwork/artwork-spec.ts';
import type { ArtworkSubject } from './artwork-images.ts';

const COLLECTION_COLUMNS = {
  id: collections.id,
  name: collections.name,
  kind: collections.kind,
  description: collections.description,
  size: sql<number>`(${new QueryBuilder().select({ size: sql`count(*)::int` }).from(collectionItems).where(eq(collectionItems.collectionId, collections.id))})`,
};
interface CollectionRow {
  id: number;
  name: string;
  kind: string;
  description: string;
  size: number;
}

interface ItemRef {
  titleId: number | null;
  seriesId: number | null;
}

function toCollectionSummary(row: CollectionRow): CollectionSummary {
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
export function createCatalogueRepository(db: Db) {
  const selectTitles = () => db.select(TITLE_COLUMNS).from(titles).leftJoin(series, seriesOfTitle);
  const selectCollections = () => db.select(COLLECTION_COLUMNS).from(collections);

  async function titleRows(ids: readonly number[]): Promise<Map<number, TitleSqlRow>> {
    if (ids.length === 0) return new Map();
    const rows = await selectTitles().where(and(inArray(titles.id, [...new Set(ids)]), titleAvailable()));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function seriesRows(ids: readonly number[]): Promise<Map<number, SeriesSqlRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select(SERIES_COLUMNS).from(series).where(inArray(series.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function titlesByIds(ids: readonly TitleId[], imageTypes: readonly ImageType[]): Promise<Map<TitleId, Title>> {
    const rows = await titleRows(ids);
    return new Map([...rows.values()].map((row) => toTitle(row, imageTypes)).map((title) => [title.id, title]));
  }

  async function seriesByIds(ids: readonly SeriesId[], imageTypes: readonly ImageType[]): Promise<Map<SeriesId, Series>> {
    const rows = await seriesRows(ids);
    return new Map([...rows.values()].map((row) => toSeries(row, imageTypes)).map((one) => [one.id, one]));
  }

  /** The rows item references name, fetched together (two queries however many lists they serve). */
  async function rowsOf(refs: readonly ItemRef[]) {
    const [titleRowsById, seriesRowsById] = await Promise.all([
      titleRows(refs.flatMap((ref) => (ref.titleId === null ? [] : [ref.titleId]))),
      seriesRows(refs.flatMap((ref) => (ref.seriesId === null ? [] : [ref.seriesId]))),
    ]);
    return { titles: titleRowsById, series: seriesRowsById };
  }

  /** Item references in order as mixed items, dropping any that no longer resolve. */
  function toMixedItems(refs: readonly ItemRef[], rows: Awaited<ReturnType<typeof rowsOf>>, imageTypes: readonly ImageType[]): MixedItem[] {
    return refs.flatMap((ref): MixedItem[] => {
      const titleRow = ref.titleId === null ? undefined : rows.titles.get(ref.titleId);
      if (titleRow) return [{ kind: 'title', title: toTitle(titleRow, imageTypes) }];
      const seriesRow = ref.seriesId === null ? undefined : rows.series.get(ref.seriesId);
      return seriesRow ? [{ kind: 'series', series: toSeries(seriesRow, imageTypes) }] : [];
    });
  }

  async function mixedItems(refs: readonly ItemRef[], imageTypes: readonly ImageType[]): Promise<MixedItem[]> {
    return toMixedItems(refs, await rowsOf(refs), imageTypes);
  }

  async function collectionSummary(id: CollectionId): Promise<CollectionSummary | null> {
    const [row] = await selectCollections().where(eq(collections.id, id));
    return row ? toCollectionSummary(row) : null;
  }

  /** One page of a collection's titles (its series are on `mixed`); null when there is no such collection. */
  async function titlePage(summary: CollectionSummary, page: number, pageSize: number): Promise<CollectionPage> {
    const listed = and(eq(collectionItems.collectionId, summary.id), titleAvailable());
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(collectionItems)
      .innerJoin(titles, eq(titles.id, collectionItems.titleId))
      .where(listed);
    const rows = await db
      .select(TITLE_COLUMNS)
      .from(collectionItems)
      .innerJoin(titles, eq(titles.id, collectionItems.titleId))
      .leftJoin(series, seriesOfTitle)
      .where(listed)
      .orderBy(collectionItems.position)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
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

    async titleById(id: TitleId): Promise<Title | null> {
      return (await titlesByIds([id], IMAGE_SETS.hero)).get(id) ?? null;
    },

    async seriesById(id: SeriesId): Promise<SeriesDetail | null> {
      const found = (await seriesByIds([id], IMAGE_SETS.hero)).get(id);
      if (!found) return null;
      const seasons = await db.selectDistinct({ seasonNum: titles.seasonNum }).from(titles).where(eq(titles.seriesId, id)).orderBy(titles.seasonNum);
      return { ...found, seasons: seasons.flatMap((row) => (row.seasonNum === null ? [] : [row.seasonNum])) };
    },

    /** A series' available episodes, grouped by season in order. */
    async episodesOfSeries(id: SeriesId): Promise<{ seasonNum: number; episodes: Title[] }[]> {
      const rows = await selectTitles()
        .where(and(eq(titles.seriesId, id), titleAvailable()))
        .orderBy(titles.seasonNum, titles.episodeNum);
      const seasons = new Map<number, Title[]>();
      for (const row of rows) {
        const season = row.season_num ?? 0;
        seasons.set(season, [...(seasons.get(season) ?? []), toTitle(row, IMAGE_SETS.tile)]);
      }
      return [...seasons].map(([seasonNum, episodes]) => ({ seasonNum, episodes }));
    },

    async allSeries(): Promise<Series[]> {
      const rows = await db.select(SERIES_COLUMNS).from(series).orderBy(series.sortName, series.id);
      return rows.map((row) => toSeries(row, IMAGE_SETS.tile));
    },

    /** The curated lists, in id order (the operator's). */
    async curatedCollections(): Promise<CollectionSummary[]> {
      const rows = await selectCollections().where(eq(collections.kind, 'curated')).orderBy(collections.id);
      return rows.map(toCollectionSummary);
    },

    async collectionPage(id: CollectionId, page: number, pageSize: number): Promise<CollectionPage | null> {
      const summary = await collectionSummary(id);
      return summary ? titlePage(summary, page, pageSize) : null;
    },

    /** The free full episodes: the first collection of kind 'free'. */
    async freePage(page: number, pageSize: number): Promise<CollectionPage | null> {
      const [row] = await selectCollections().where(eq(collections.kind, 'free')).orderBy(collections.id).limit(1);
      return row ? titlePage(toCollectionSummary(row), page, pageSize) : null;
    },

    async mixedCollection(id: CollectionId): Promise<{ collectionMetadata: CollectionSummary; items: MixedItem[] } | null> {
      const summary = await collectionSummary(id);
      if (!summary) return null;
      const refs = await db
        .select({ titleId: collectionItems.titleId, seriesId: collectionItems.seriesId })
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, id))
        .orderBy(collectionItems.position);
      return { collectionMetadata: summary, items: await mixedItems(refs, IMAGE_SETS.tile) };
    },

    async promoted(): Promise<MixedItem[]> {
      const refs = await db.select({ titleId: promotedItems.titleId, seriesId: promotedItems.seriesId }).from(promotedItems).orderBy(promotedItems.position);
      return mixedItems(refs, IMAGE_SETS.hero);
    },

    async menu(): Promise<MenuItem[]> {
      const items = sql<{ id: number; name: string; slug: string; type: string; collectionId: number | null }[]>`coalesce((${new QueryBuilder()
        .select({
          items: sql`json_agg(json_build_object('id', ${categoryItems.id}, 'name', ${categoryItems.name}, 'slug', ${categoryItems.slug}, 'type', ${categoryItems.type}, 'collectionId', ${categoryItems.collectionId}) ORDER BY ${categoryItems.position})`,
        })
        .from(categoryItems)
        .where(eq(categoryItems.categoryId, categories.id))}), '[]'::json)`;
      const rows = await db
        .select({ id: categories.id, name: categories.name, slug: categories.slug, menuType: categories.menuType, items })
        .from(categories)
        .where(isNotNull(categories.menuPosition))
        .orderBy(categories.menuPosition);
      return rows.map((row) => ({
        id: categoryIdSchema.parse(row.id),
        name: row.name,
        type: row.menuType as MenuItem['type'],
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
      if (types.length === 0) return [];
      const modules = await db
        .select({ id: homeModules.id, type: homeModules.type, title: homeModules.title, imageType: homeModules.imageType, collectionId: homeModules.collectionId })
        .from(homeModules)
        .where(inArray(homeModules.type, [...types]))
        .orderBy(homeModules.position);
      if (modules.length === 0) return [];
      // The first items of each collection from its primary key (a window over whole collections
      // read all 66,000 items of "all movies" at 100,000 titles): a lateral join over the ids.
      const shelf = sql<number>`shelf.id`;
      const first = db
        .select({ titleId: collectionItems.titleId, seriesId: collectionItems.seriesId, position: collectionItems.position })
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, shelf))
        .orderBy(collectionItems.position)
        .limit(itemLimit)
        .as('item');
      const refs = await db
        .select({ collectionId: shelf, titleId: first.titleId, seriesId: first.seriesId })
        .from(sql`unnest(${sql.param(modules.map((module) => module.collectionId))}::int[]) AS shelf(id)`)
        .crossJoinLateral(first)
        .orderBy(shelf, first.position);
      const rows = await rowsOf(refs);
      // Each shelf shows one image type, so its items carry only that one, and only the fields of
      // a tile (parsing by the tile schema drops the rest): the answer stays small.
      return modules.map((module) => ({
        id: module.id,
        type: module.type as HomeModule['type'],
        title: module.title,
        imageType: module.imageType as HomeModule['imageType'],
        items: toMixedItems(
          refs.filter((ref) => ref.collectionId === module.collectionId),
          rows,
          [module.imageType as ImageType],
        ).map((item) => tileItemSchema.parse(item)),
      }));
    },

    /** The east feed's weekly loop: each program's minute of the week and its title. */
    async weeklySchedule(): Promise<{ minuteOfWeek: number; title: Title }[]> {
      const rows = await db
        .select({ ...TITLE_COLUMNS, minute_of_week: schedulePrograms.minuteOfWeek })
        .from(schedulePrograms)
        .innerJoin(titles, eq(titles.id, schedulePrograms.titleId))
        .leftJoin(series, seriesOfTitle)
        .orderBy(schedulePrograms.minuteOfWeek);
      return rows.map((row) => ({ minuteOfWeek: row.minute_of_week, title: toTitle(row, []) }));
    },

    /** What the artwork of a record is drawn from, or null when there is no such record. */
    async artworkOf(subject: ArtworkSubject, id: number): Promise<ArtworkInput | null> {
      if (subject === 'title') {
        const [row] = await db
          .select({
            id: titles.id,
            type: titles.type,
            name: titles.name,
            genre: titles.genre,
            release_year: titles.releaseYear,
            series_name: series.name,
            series_genre: series.genre,
            spoilers: titles.spoilers,
          })
          .from(titles)
          .leftJoin(series, seriesOfTitle)
          .where(eq(titles.id, id));
        return row ? titleArtwork(row) : null;
      }
      if (subject === 'series') {
        const [row] = await db
          .select({ id: series.id, name: series.name, genre: series.genre, release_year: series.releaseYear, status: series.status })
          .from(series)
          .where(eq(series.id, id));
        return row ? seriesArtwork(row) : null;
      }
      const [row] = await db.select({ id: collections.id, name: collections.name }).from(collections).where(eq(collections.id, id));
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
    app.decorate('catalogueRepository', createCatalogueRepository(app.database.db));
  },
  { name: 'catalogue-repository', dependencies: ['database'] },
);
