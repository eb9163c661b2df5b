import fp from 'fastify-plugin';
import type { SearchResult } from '@stat/contracts';
import { IMAGE_SETS } from './artwork-images.ts';
import { seriesArtwork, titleArtwork, TITLE_AVAILABLE } from './catalogue-rows.ts';
import { artworkImages } from './artwork-images.ts';
import type { SqlRunner } from '../../db/database.ts';
import { suggestionQuery, TYPED_WORDS_SQL, type TypedWord } from './typed-words.ts';
import { shieldedDescription } from './spoiler-shield.ts';

/**
 * Catalogue search over series, movies, fights and episodes; the same SQL on PGlite and
 * PostgreSQL. The results page takes every name that contains the text, is close to it word by
 * word or as a whole (trigrams: typos and prefixes), or whose words match (full text, with the
 * description). Suggestions take a few names with words starting with the typed words, each
 * word a typo is first corrected against the catalogue's vocabulary (typed-words.ts).
 *
 * Ranking: an exact name, then a name starting with the text, then a name containing it, then
 * trigram closeness and (on the results page) full-text rank; series a little ahead of titles,
 * episodes behind; then by name. The text is compared in lower case ($1), with LIKE wildcards
 * escaped ($2). Suggestions leave out the full-text rank, which weighs the description: they
 * are names, and its cost per candidate was most of their time on PGlite.
 */
type Ranking = 'names' | 'full';
const SCORE = (t: 's' | 't', boost: number, ranking: Ranking) => `(
  CASE WHEN lower(${t}.name) = $1 THEN 4
       WHEN lower(${t}.name) LIKE $3 THEN 3
       WHEN lower(${t}.name) LIKE $2 THEN 2 ELSE 0 END
  + ${
    ranking === 'full'
      ? `greatest(word_similarity($1, lower(${t}.name)), similarity($1, lower(${t}.name)))
         + ts_rank(${t}.search_vector, websearch_to_tsquery('english', $1))`
      : `similarity($1, lower(${t}.name))`
  } + ${boost})`;

const RESULT_COLUMNS = {
  series: (ranking: Ranking) => `'series' AS kind, s.id, s.name, s.genre, s.release_year, s.status, s.rating, s.description_medium,
    NULL::text AS type, NULL::text AS series_name, NULL::text AS series_genre, '{}'::text[] AS spoilers, ${SCORE('s', 0.3, ranking)} AS score`,
  titles: (ranking: Ranking) => `'title' AS kind, t.id, t.name, t.genre, t.release_year, NULL::text AS status, t.rating, t.description_medium,
    t.type, sr.name AS series_name, sr.genre AS series_genre, t.spoilers,
    ${SCORE('t', 0, ranking)} - CASE WHEN t.type = 'episode' THEN 0.5 ELSE 0 END AS score`,
};
const TITLES_FROM = `titles t LEFT JOIN series sr ON sr.id = t.series_id`;
const SEARCHABLE = `t.type IN ('movie', 'fight', 'episode') AND ${TITLE_AVAILABLE}`;

/** Every match, for the results page: each condition can use an index of its own. */
const MATCHES = (t: 's' | 't') =>
  `(lower(${t}.name) LIKE $2 OR $1 <% lower(${t}.name) OR lower(${t}.name) % $1
    OR ${t}.search_vector @@ websearch_to_tsquery('english', $1))`;
const ALL_MATCHES = `
  SELECT ${RESULT_COLUMNS.series('full')} FROM series s WHERE ${MATCHES('s')}
  UNION ALL
  SELECT ${RESULT_COLUMNS.titles('full')} FROM ${TITLES_FROM} WHERE ${SEARCHABLE} AND ${MATCHES('t')}`;

/**
 * Suggestion candidates of one kind, from a range scan that stops after $4 rows (migration
 * 0007): names with a word starting with the rarest typed word ($5, 'word%') and words starting
 * with each of the others ($6, '% word%'), those with the word earliest first. They are then
 * ranked.
 */
const CANDIDATES = (t: 's' | 't', table: 'series' | 'titles') => `
  SELECT ${RESULT_COLUMNS[table]('names')} FROM (
    SELECT id FROM (
      SELECT id FROM search_terms
      WHERE kind = '${table === 'series' ? 'series' : 'title'}' AND word LIKE $5 AND words LIKE ALL ($6::text[])
        AND (expires_at IS NULL OR expires_at > now())
      ORDER BY word, position LIMIT $4
    ) term GROUP BY id
  ) candidate JOIN ${table === 'series' ? 'series s' : TITLES_FROM} ON ${t}.id = candidate.id`;
const QUICK_MATCHES = `${CANDIDATES('s', 'series')} UNION ALL ${CANDIDATES('t', 'titles')}`;

/** The parameters every search query takes: the text, its contains and starts-with patterns. */
function searchParameters(text: string): string[] {
  const lower = text.toLowerCase();
  const literal = lower.replace(/[\\%_]/g, (character) => `\\${character}`);
  return [lower, `%${literal}%`, `${literal}%`];
}

interface ResultRow extends Record<string, unknown> {
  kind: 'series' | 'title';
  id: number;
  name: string;
  genre: string | null;
  release_year: number | null;
  status: string | null;
  rating: string;
  description_medium: string;
  type: string | null;
  series_name: string | null;
  series_genre: string | null;
  spoilers: string[];
}

function toResult(row: ResultRow): SearchResult {
  const images =
    row.kind === 'series'
      ? artworkImages('series', seriesArtwork({ ...row, genre: row.genre ?? '', status: row.status ?? '' }), IMAGE_SETS.tile)
      : artworkImages('title', titleArtwork({ ...row, type: row.type ?? 'movie' }), IMAGE_SETS.tile);
  return {
    id: row.id,
    type: row.kind === 'series' ? 'series' : (row.type as SearchResult['type']),
    name: row.name,
    images,
    titleRating: row.rating as SearchResult['titleRating'],
    description: shieldedDescription({ medium: row.description_medium }, row.spoilers),
    locked: false,
  };
}

// Raw SQL: trigram and full-text ranking over shared numbered parameters, which the builder could hold only as sql fragments.
export function createSearchRepository(database: SqlRunner) {
  return {
    /** The best `limit` suggestions for the text, or for its known words when some are not. */
    async quick(text: string, limit: number): Promise<SearchResult[]> {
      const query = suggestionQuery(text, await database.query<TypedWord & Record<string, unknown>>(TYPED_WORDS_SQL, [text]));
      if (!query) return [];
      const rows = await database.query<ResultRow>(
        `SELECT * FROM (${QUICK_MATCHES}) found ORDER BY score DESC, name, id LIMIT $7`,
        // Twice the limit of candidates of each kind, so ranking has a choice.
        [...searchParameters(query.text), limit * 2, query.driving, query.others, limit],
      );
      return rows.map(toResult);
    },

    /** One page of results and how many there are in all. */
    async page(text: string, page: number, pageSize: number): Promise<{ total: number; results: SearchResult[] }> {
      const parameters = searchParameters(text);
      const rows = await database.query<ResultRow & { total: number }>(
        `SELECT *, count(*) OVER ()::int AS total FROM (${ALL_MATCHES}) found ORDER BY score DESC, name, id LIMIT $4 OFFSET $5`,
        [...parameters, pageSize, (page - 1) * pageSize],
      );
      if (rows.length === 0 && page > 1) {
        const [{ total } = { total: 0 }] = await database.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM (${ALL_MATCHES}) found`,
          parameters,
        );
        return { total, results: [] };
      }
      return { total: rows[0]?.total ?? 0, results: rows.map(toResult) };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('searchRepository', createSearchRepository(app.database));
  },
  { name: 'search-repository', dependencies: ['database'] },
);
