import type { CatalogueFile } from '@stat/contracts';
import type { Database, SqlRunner } from '../../db/database.ts';

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

type Row = readonly unknown[];

/** Tables an import rewrites whole, children before parents. */
const REWRITTEN_TABLES = [
  'schedule_programs',
  'promoted_items',
  'home_modules',
  'category_items',
  'categories',
  'collection_items',
  'collections',
] as const;

/** `INSERT ... VALUES (...), (...)` for a batch, with an optional upsert on the primary key. */
async function insertRows(tx: SqlRunner, table: string, columns: readonly string[], rows: readonly Row[], upsertOn?: string) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const values = batch
      .map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    const conflict = upsertOn
      ? ` ON CONFLICT (${upsertOn}) DO UPDATE SET ${columns.filter((column) => column !== upsertOn).map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`
      : '';
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${conflict}`, batch.flat());
  }
}

const sortNameOf = (name: string, sortName: string | undefined) => sortName ?? name.replace(/^(the|a|an)\s+/i, '');
const json = (value: unknown) => JSON.stringify(value);
const date = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

const SERIES_COLUMNS = [
  'id', 'name', 'sort_name', 'description_short', 'description_medium', 'description_long', 'genre', 'status',
  'rating', 'erotic', 'tune_in', 'release_year', 'credits', 'hashtag',
] as const;
const TITLE_COLUMNS = [
  'id', 'type', 'name', 'sort_name', 'duration_s', 'description_short', 'description_medium', 'description_long',
  'genre', 'rating', 'advisories', 'flags', 'release_year', 'credits', 'short_form', 'hashtag', 'expires_at',
  'series_id', 'season_num', 'episode_num',
] as const;

function seriesRows(file: CatalogueFile): Row[] {
  return file.series.map((s) => [
    s.id, s.name, sortNameOf(s.name, s.sortName), s.description.short, s.description.medium, s.description.long,
    s.genre, s.status, s.rating, s.erotic, s.tuneIn, s.releaseYear, json(s.credits), s.hashtag,
  ]);
}

function titleRows(file: CatalogueFile): Row[] {
  const standalone = file.titles.map((t) => [
    t.id, t.type, t.name, sortNameOf(t.name, t.sortName), t.duration, t.description.short, t.description.medium,
    t.description.long, t.genre, t.rating, t.advisories, t.flags, t.releaseYear, json(t.credits), t.shortFormContent,
    t.hashtag, date(t.expirationDate), null, null, null,
  ]);
  const episodes = file.series.flatMap((s) =>
    s.seasons.flatMap((season) =>
      season.episodes.map((e) => [
        e.id, 'episode', e.name, e.name, e.duration, e.description.short, e.description.medium, e.description.long,
        null, e.rating ?? s.rating, e.advisories, e.flags, e.releaseYear, json(e.credits), false, null,
        date(e.expirationDate), s.id, season.seasonNum, e.episodeNum,
      ]),
    ),
  );
  return [...standalone, ...episodes];
}

/** Deletes the table's rows whose id is not in `keep`; answers how many went. */
async function deleteMissing(tx: SqlRunner, table: 'titles' | 'series', keep: readonly unknown[]): Promise<number> {
  const rows = await tx.query<{ count: number }>(
    // An anti-join against the kept ids: `id <> ALL(array)` would compare every row to every id.
    `WITH gone AS (DELETE FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM unnest($1::int[]) AS kept(id) WHERE kept.id = t.id) RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [keep],
  );
  return rows[0]?.count ?? 0;
}

const itemColumns = (item: { type: 'title' | 'series'; id: number }) =>
  item.type === 'title' ? [item.id, null] : [null, item.id];

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
  const series = seriesRows(file);
  const titles = titleRows(file);
  const stages = 9;
  let stage = 0;
  const step = (name: string) => onProgress({ stage: name, done: stage++, total: stages });

  return database.transaction(async (tx) => {
    // Removals first, so what the file no longer has never stands in the way of what it adds:
    // the lists, menu, modules and schedule the file rewrites whole, then the titles and series
    // it dropped (with nothing left in those lists to cascade into).
    step('removing what the file no longer has');
    for (const table of REWRITTEN_TABLES) await tx.query(`DELETE FROM ${table}`);
    const titleIds = titles.map((row) => row[0]);
    const seriesIds = series.map((row) => row[0]);
    const removedTitles = await deleteMissing(tx, 'titles', titleIds);
    const removedSeries = await deleteMissing(tx, 'series', seriesIds);
    step('series');
    await insertRows(tx, 'series', SERIES_COLUMNS, series, 'id');
    step('titles');
    await insertRows(tx, 'titles', TITLE_COLUMNS, titles, 'id');

    // My List items name a title or a series by id without a foreign key (either table).
    await tx.query(
      `DELETE FROM my_list_items m WHERE NOT EXISTS (
         SELECT 1 FROM titles t WHERE m.item_type = 'title' AND t.id = m.item_id
         UNION ALL SELECT 1 FROM series s WHERE m.item_type = 'series' AND s.id = m.item_id)`,
    );

    // The quick search's word index and vocabulary (migration 0007), in that order.
    step('search words');
    await tx.query('REFRESH MATERIALIZED VIEW search_terms');
    await tx.query('REFRESH MATERIALIZED VIEW search_words');

    step('collections');
    await insertRows(tx, 'collections', ['id', 'name', 'kind', 'description'], file.collections.map((c) => [c.id, c.name, c.kind, c.description]));
    await insertRows(
      tx,
      'collection_items',
      ['collection_id', 'position', 'title_id', 'series_id'],
      file.collections.flatMap((c) => c.items.map((item, position) => [c.id, position, ...itemColumns(item)])),
    );

    step('menu');
    await insertRows(
      tx,
      'categories',
      ['id', 'name', 'slug', 'menu_position', 'menu_type'],
      file.categories.map((c) => [c.id, c.name, c.slug, c.menuPosition, c.menuType]),
    );
    await insertRows(
      tx,
      'category_items',
      ['id', 'category_id', 'position', 'name', 'slug', 'type', 'collection_id'],
      file.categories.flatMap((c) => c.items.map((item, position) => [item.id, c.id, position, item.name, item.slug, item.type, item.collectionId])),
    );

    step('home');
    await insertRows(
      tx,
      'home_modules',
      ['id', 'position', 'type', 'title', 'image_type', 'collection_id'],
      file.modules.map((m, position) => [m.id, position, m.type, m.title, m.imageType, m.collectionId]),
    );
    await insertRows(tx, 'promoted_items', ['position', 'title_id', 'series_id'], file.promoted.map((item, position) => [position, ...itemColumns(item)]));

    step('schedule');
    await insertRows(tx, 'schedule_programs', ['minute_of_week', 'title_id'], file.schedule.programs.map((p) => [p.minuteOfWeek, p.titleId]));

    // Fresh statistics for the planner, as PostgreSQL advises after a bulk load: autovacuum comes
    // later (PGlite has none), and until then a first home at 100,000 titles planned as if the
    // tables were small (472 ms, against 73 ms at 1,000).
    step('statistics');
    await tx.query(`ANALYZE series, titles, ${REWRITTEN_TABLES.join(', ')}, search_terms, search_words`);
    onProgress({ stage: 'done', done: stages, total: stages });

    return {
      series: series.length,
      titles: titles.length,
      collections: file.collections.length,
      categories: file.categories.length,
      modules: file.modules.length,
      schedulePrograms: file.schedule.programs.length,
      removed: removedTitles + removedSeries,
    };
  });
}

/** Whether any title is stored: a database with none has never had a catalogue. */
export async function hasCatalogue(database: Database): Promise<boolean> {
  const [row] = await database.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM titles) AS present');
  return row?.present === true;
}
