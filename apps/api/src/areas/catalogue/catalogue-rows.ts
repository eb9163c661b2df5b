import {
  AUTOPLAY_COUNTDOWN_MILLIS,
  creditMarkerMillis,
  creditSchema,
  TITLE_FLAGS,
  TITLE_RATINGS,
  titleIdSchema,
  seriesIdSchema,
  type ImageType,
  type Series,
  type Title,
  type TitleRating,
  type TitleType,
} from '@stat/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { titles } from '../../db/schema.ts';
import type { ArtworkInput, ArtworkKind } from './artwork/artwork-spec.ts';
import { artworkImages } from './artwork-images.ts';

/**
 * The catalogue's SQL columns and their mapping to the contracts' Title and Series. Every read
 * of a title selects TITLE_COLUMNS from `titles t LEFT JOIN series s`, so one mapper serves
 * pages, shelves, search and My List alike.
 */

/** Titles gone past their expiration date have left the service. */
export const TITLE_AVAILABLE = '(t.expires_at IS NULL OR t.expires_at > now())';

/** TITLE_AVAILABLE for Drizzle's query builder, over the `titles` table. */
export const titleAvailable = (): SQL => sql`(${titles.expiresAt} IS NULL OR ${titles.expiresAt} > now())`;

export const TITLE_COLUMNS = `t.id, t.type, t.name, t.sort_name, t.duration_s, t.description_short,
  t.description_medium, t.description_long, t.genre, t.rating, t.advisories, t.flags,
  t.release_year, t.credits, t.short_form, t.hashtag, t.expires_at, t.series_id, t.season_num,
  t.episode_num, s.name AS series_name, s.genre AS series_genre,
  CASE WHEN t.series_id IS NULL THEN NULL ELSE (
    SELECT n.id FROM titles n WHERE n.series_id = t.series_id
      AND (n.season_num, n.episode_num) > (t.season_num, t.episode_num)
    ORDER BY n.season_num, n.episode_num LIMIT 1) END AS next_id,
  CASE WHEN t.series_id IS NULL THEN NULL ELSE (
    SELECT p.id FROM titles p WHERE p.series_id = t.series_id
      AND (p.season_num, p.episode_num) < (t.season_num, t.episode_num)
    ORDER BY p.season_num DESC, p.episode_num DESC LIMIT 1) END AS previous_id`;

export const TITLE_FROM = 'titles t LEFT JOIN series s ON s.id = t.series_id';

export interface TitleSqlRow extends Record<string, unknown> {
  id: number;
  type: string;
  name: string;
  sort_name: string;
  duration_s: number;
  description_short: string;
  description_medium: string;
  description_long: string;
  genre: string | null;
  rating: string;
  advisories: string[];
  flags: string[];
  release_year: number | null;
  credits: unknown;
  short_form: boolean;
  hashtag: string | null;
  expires_at: Date | string | null;
  series_id: number | null;
  season_num: number | null;
  episode_num: number | null;
  series_name: string | null;
  series_genre: string | null;
  next_id: number | null;
  previous_id: number | null;
}

export const SERIES_COLUMNS = `s.id, s.name, s.sort_name, s.description_short, s.description_medium,
  s.description_long, s.genre, s.status, s.rating, s.erotic, s.tune_in, s.release_year, s.credits,
  (SELECT count(DISTINCT e.season_num)::int FROM titles e WHERE e.series_id = s.id) AS total_seasons,
  (SELECT count(*)::int FROM titles e WHERE e.series_id = s.id) AS total_episodes`;

export interface SeriesSqlRow extends Record<string, unknown> {
  id: number;
  name: string;
  sort_name: string;
  description_short: string;
  description_medium: string;
  description_long: string;
  genre: string;
  status: string;
  rating: string;
  erotic: boolean;
  tune_in: string | null;
  release_year: number | null;
  credits: unknown;
  total_seasons: number;
  total_episodes: number;
}

const creditsSchema = z.array(creditSchema).catch([]);
const ratingOf = (value: string): TitleRating => ((TITLE_RATINGS as readonly string[]).includes(value) ? (value as TitleRating) : 'NR');
const flagsOf = (values: string[]): Title['flags'] =>
  values.filter((flag): flag is Title['flags'][number] => (TITLE_FLAGS as readonly string[]).includes(flag));
const timeOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** What a title's artwork is drawn from: episodes carry their series' name above theirs. */
export function titleArtwork(row: Pick<TitleSqlRow, 'id' | 'type' | 'name' | 'genre' | 'release_year' | 'series_name' | 'series_genre'>): ArtworkInput {
  const kind: ArtworkKind = row.type === 'episode' ? 'episode' : row.type === 'fight' ? 'fight' : 'movie';
  return {
    id: row.id,
    title: row.name,
    kind,
    eyebrow: row.type === 'episode' ? (row.series_name ?? undefined) : row.type === 'fight' ? 'Fight night' : row.type === 'trailer' ? 'Trailer' : undefined,
    genre: row.genre ?? row.series_genre ?? undefined,
    year: row.release_year ?? undefined,
  };
}

export function seriesArtwork(row: Pick<SeriesSqlRow, 'id' | 'name' | 'genre' | 'release_year' | 'status'>): ArtworkInput {
  return {
    id: row.id,
    title: row.name,
    kind: 'series',
    eyebrow: row.status === 'current' ? 'New episodes' : 'STAT Original',
    genre: row.genre,
    year: row.release_year ?? undefined,
  };
}

/** A stored title as the contract's Title, unlocked (locking is per profile: locking.ts). */
export function toTitle(row: TitleSqlRow, imageTypes: readonly ImageType[]): Title {
  return {
    id: titleIdSchema.parse(row.id),
    name: row.name,
    sortName: row.sort_name,
    type: row.type as TitleType,
    duration: row.duration_s,
    description: { short: row.description_short, medium: row.description_medium, long: row.description_long },
    flags: flagsOf(row.flags),
    images: artworkImages('title', titleArtwork(row), imageTypes),
    credits: creditsSchema.parse(row.credits),
    advisories: row.advisories,
    // The spec's defaults (section 9): no title stores its own marker or countdown yet.
    creditMarkerMillis: creditMarkerMillis(row.duration_s),
    countdownMillis: AUTOPLAY_COUNTDOWN_MILLIS,
    releaseYear: row.release_year,
    series:
      row.series_id === null
        ? null
        : {
            seriesId: seriesIdSchema.parse(row.series_id),
            seriesTitle: row.series_name ?? '',
            seasonNum: row.season_num ?? 0,
            episodeNum: row.episode_num ?? 0,
          },
    nextTitleId: row.next_id === null ? null : titleIdSchema.parse(row.next_id),
    previousTitleId: row.previous_id === null ? null : titleIdSchema.parse(row.previous_id),
    titleRating: ratingOf(row.rating),
    shortFormContent: row.short_form,
    social: { hashtag: row.hashtag },
    expirationDate: timeOf(row.expires_at),
    locked: false,
  };
}

export function toSeries(row: SeriesSqlRow, imageTypes: readonly ImageType[]): Series {
  return {
    id: seriesIdSchema.parse(row.id),
    name: row.name,
    sortName: row.sort_name,
    description: { short: row.description_short, medium: row.description_medium, long: row.description_long },
    images: artworkImages('series', seriesArtwork(row), imageTypes),
    credits: creditsSchema.parse(row.credits),
    titleRating: ratingOf(row.rating),
    genre: row.genre,
    seriesStatus: row.status as Series['seriesStatus'],
    totalSeasons: row.total_seasons,
    totalEpisodes: row.total_episodes,
    heroTrailer: null,
    erotic: row.erotic,
    tuneIn: row.tune_in,
    releaseYear: row.release_year,
    locked: false,
  };
}
