import { and, eq, getTableColumns, getTableName, notExists, sql } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgInsertValue, type PgTable, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CatalogueFile } from '@stat/contracts';
import type { Database, Db } from '../../db/database.ts';
import {
  categories,
  categoryItems,
  collectionItems,
  collections,
  homeModules,
  myListItems,
  promotedItems,
  schedulePrograms,
  series,
  titles,
} from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at our widest table (21 columns). */
const BATCH_ROWS = 1_000;

export interface ImportProgress {
  stage: string;
  done: number;
  total: number;
}

export interface ImportSummary {
  series: number;
  titles: number;
  collections: number;
  categories: number;
  modules: number;
  schedulePrograms: number;
  /** Series and titles in the database before that the file no longer has. */
  removed: number;
}

/** Tables an import rewrites whole, children before parents. */
const REWRITTEN_TABLES = [schedulePrograms, promotedItems, homeModules, categoryItems, categories, collectionItems, collections] as const;

/** `INSERT ... VALUES (...), (...)` in batches, with an optional upsert on the id. */
async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[], upsertOn?: PgColumn) {
  // On a conflict every column but the key takes the file's value (the search vector is generated,
  // never written). The cast: these are the table's own keys, which fromEntries does not keep.
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => column !== upsertOn && !column.generated)
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  ) as PgUpdateSetSource<T>;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const insert = tx.insert(table).values(rows.slice(start, start + BATCH_ROWS));
    await (upsertOn ? insert.onConflictDoUpdate({ target: upsertOn, set }) : insert);
  }
}

const sortNameOf = (name: string, sortName: string | undefined) => sortName ?? name.replace(/^(the|a|an)\s+/i, '');
const date = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

function seriesRows(file: CatalogueFile): (typeof series.$inferInsert)[] {
  return file.series.map((s) => ({
    id: s.id,
    name: s.name,
    sortName: sortNameOf(s.name, s.sortName),
    descriptionShort: s.description.short,
    descriptionMedium: s.description.medium,
    descriptionLong: s.description.long,
    genre: s.genre,
    status: s.status,
    rating: s.rating,
    erotic: s.erotic,
    tuneIn: s.tuneIn,
    releaseYear: s.releaseYear,
    credits: s.credits,
    hashtag: s.hashtag,
  }));
}

function titleRows(file: CatalogueFile): (typeof titles.$inferInsert)[] {
  const standalone = file.titles.map((t) => ({
    id: t.id,
    type: t.type,
    name: t.name,
    sortName: sortNameOf(t.name, t.sortName),
    durationS: t.duration,
    descriptionShort: t.description.short,
    descriptionMedium: t.description.medium,
    descriptionLong: t.description.long,
    genre: t.genre,
    rating: t.rating,
    advisories: t.advisories,
    flags: t.flags,
    releaseYear: t.releaseYear,
    credits: t.credits,
    shortForm: t.shortFormContent,
    hashtag: t.hashtag,
    spoilers: t.spoilers,
    expiresAt: date(t.expirationDate),
    seriesId: null,
    seasonNum: null,
    episodeNum: null,
  }));
  const episodes = file.series.flatMap((s) =>
    s.seasons.flatMap((season) =>
      season.episodes.map((e) => ({
        id: e.id,
        type: 'episode',
        name: e.name,
        sortName: e.name,
        durationS: e.duration,
        descriptionShort: e.description.short,
        descriptionMedium: e.description.medium,
        descriptionLong: e.description.long,
        genre: null,
        rating: e.rating ?? s.rating,
        advisories: e.advisories,
        flags: e.flags,
        releaseYear: e.releaseYear,
        credits: e.credits,
        shortForm: false,
        hashtag: null,
        spoilers: e.spoilers,
        expiresAt: date(e.expirationDate),
        seriesId: s.id,
        seasonNum: season.seasonNum,
        episodeNum: e.episodeNum,
      })),
    ),
  );
  return [...standalone, ...episodes];
}

/** Deletes the table's rows whose id is not in `keep`; answers how many went. */
async function deleteMissing(tx: Tx, table: typeof titles | typeof series, keep: readonly number[]): Promise<number> {
  const removed = await tx
    .delete(table)
    // An anti-join against the kept ids: `id <> ALL(array)` would compare every row to every id.
    .where(notExists(sql`(SELECT 1 FROM unnest(${sql.param([...keep])}::int[]) AS kept(id) WHERE kept.id = ${table.id})`))
    .returning({ id: table.id });
  return removed.length;
}

const itemColumns = (item: { type: 'title' | 'series'; id: number }) =>
  item.type === 'title' ? { titleId: item.id, seriesId: null } : { titleId: null, seriesId: item.id };

/** Imports take turns (an operator's import, servers seeding a new database), one transaction each. */
const TAKE_TURNS = sql`SELECT pg_advisory_xact_lock(hashtext('stat.catalogue'))`;

/**
 * Replaces the catalogue with the file's, in one transaction: nothing is half-imported. Series
 * and titles are upserted by id and those the file no longer has are removed (with the My List
 * entries and progress that pointed at them); lists, menu, modules and schedule are rewritten.
 * The file must already be valid (schema and `catalogueFileProblems`).
 */
export async function importCatalogue(
  database: Database,
  file: CatalogueFile,
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ImportSummary> {
  return database.db.transaction(async (tx) => {
    await tx.execute(TAKE_TURNS);
    return replaceCatalogue(tx, file, onProgress);
  });
}

/**
 * Imports the file only into a database that has no title yet, as one of several servers
 * starting together on a new database: the first imports, the others wait and find it stocked.
 */
export async function importCatalogueIntoEmpty(database: Database, file: CatalogueFile): Promise<ImportSummary | null> {
  return database.db.transaction(async (tx) => {
    await tx.execute(TAKE_TURNS);
    if ((await tx.select({ id: titles.id }).from(titles).limit(1)).length > 0) return null;
    return replaceCatalogue(tx, file, () => undefined);
  });
}

async function replaceCatalogue(tx: Tx, file: CatalogueFile, onProgress: (progress: ImportProgress) => void): Promise<ImportSummary> {
  const seriesToWrite = seriesRows(file);
  const titlesToWrite = titleRows(file);
  const stages = 9;
  let stage = 0;
  const step = (name: string) => onProgress({ stage: name, done: stage++, total: stages });

  // Removals first, so what the file no longer has never stands in the way of what it adds:
  // the lists, menu, modules and schedule the file rewrites whole, then the titles and series
  // it dropped (with nothing left in those lists to cascade into).
  step('removing what the file no longer has');
  for (const table of REWRITTEN_TABLES) await tx.delete(table);
  const removedTitles = await deleteMissing(tx, titles, titlesToWrite.map((row) => row.id));
  const removedSeries = await deleteMissing(tx, series, seriesToWrite.map((row) => row.id));
  step('series');
  await insertRows(tx, series, seriesToWrite, series.id);
  step('titles');
  await insertRows(tx, titles, titlesToWrite, titles.id);

  // My List items name a title or a series by id without a foreign key (either table).
  await tx.delete(myListItems).where(
    notExists(
      unionAll(
        tx.select({ one: sql`1` }).from(titles).where(and(eq(myListItems.itemType, 'title'), eq(titles.id, myListItems.itemId))),
        tx.select({ one: sql`1` }).from(series).where(and(eq(myListItems.itemType, 'series'), eq(series.id, myListItems.itemId))),
      ),
    ),
  );

  // The quick search's word index and vocabulary (migration 0007), in that order. Raw SQL:
  // the builder has no statement for refreshing a materialized view.
  step('search words');
  await tx.execute(sql`REFRESH MATERIALIZED VIEW search_terms`);
  await tx.execute(sql`REFRESH MATERIALIZED VIEW search_words`);

  step('collections');
  await insertRows(tx, collections, file.collections.map((c) => ({ id: c.id, name: c.name, kind: c.kind, description: c.description })));
  await insertRows(
    tx,
    collectionItems,
    file.collections.flatMap((c) => c.items.map((item, position) => ({ collectionId: c.id, position, ...itemColumns(item) }))),
  );

  step('menu');
  await insertRows(
    tx,
    categories,
    file.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, menuPosition: c.menuPosition, menuType: c.menuType })),
  );
  await insertRows(
    tx,
    categoryItems,
    file.categories.flatMap((c) =>
      c.items.map((item, position) => ({ id: item.id, categoryId: c.id, position, name: item.name, slug: item.slug, type: item.type, collectionId: item.collectionId })),
    ),
  );

  step('home');
  await insertRows(
    tx,
    homeModules,
    file.modules.map((m, position) => ({ id: m.id, position, type: m.type, title: m.title, imageType: m.imageType, collectionId: m.collectionId })),
  );
  await insertRows(tx, promotedItems, file.promoted.map((item, position) => ({ position, ...itemColumns(item) })));

  step('schedule');
  await insertRows(tx, schedulePrograms, file.schedule.programs.map((p) => ({ minuteOfWeek: p.minuteOfWeek, titleId: p.titleId })));

  // Fresh statistics for the planner, as PostgreSQL advises after a bulk load: autovacuum comes
  // later (PGlite has none), and until then a first home at 100,000 titles planned as if the
  // tables were small (472 ms, against 73 ms at 1,000). Raw SQL: the builder has no ANALYZE.
  step('statistics');
  const analyzed = [series, titles, ...REWRITTEN_TABLES].map((table) => getTableName(table));
  await tx.execute(sql.raw(`ANALYZE ${[...analyzed, 'search_terms', 'search_words'].join(', ')}`));
  onProgress({ stage: 'done', done: stages, total: stages });

  return {
    series: seriesToWrite.length,
    titles: titlesToWrite.length,
    collections: file.collections.length,
    categories: file.categories.length,
    modules: file.modules.length,
    schedulePrograms: file.schedule.programs.length,
    removed: removedTitles + removedSeries,
  };
}

/** Whether any title is stored: a database with none has never had a catalogue. */
export async function hasCatalogue(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: titles.id }).from(titles).limit(1);
  return rows.length > 0;
}
