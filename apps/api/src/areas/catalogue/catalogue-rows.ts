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
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { series, titles } from '../../db/schema.ts';
import type { ArtworkInput, ArtworkKind } from './artwork/artwork-spec.ts';
import { artworkImages } from './artwork-images.ts';
import { artworkName, shieldedDescription } from './spoiler-shield.ts';

/**
 * The catalogue's columns and their mapping to the contracts' Title and Series. Every read of a
 * title selects TITLE_COLUMNS from `titles` left-joined to `series` (`seriesOfTitle`), so one
 * mapper serves pages, shelves, search and My List alike.
 */

/** Titles gone past their expiration date have left the service (search's SQL, over `titles t`). */
export const TITLE_AVAILABLE = '(t.expires_at IS NULL OR t.expires_at > now())';

/** TITLE_AVAILABLE for Drizzle's query builder, over the `titles` table. */
export const titleAvailable = (): SQL => sql`(${titles.expiresAt} IS NULL OR ${titles.expiresAt} > now())`;

/** Subqueries built without a database: they only ever run inside another statement. */
const subquery = new QueryBuilder();
const nextEpisode = alias(titles, 'n');
const previousEpisode = alias(titles, 'p');
const episode = alias(titles, 'e');

/** The join every title read takes: `.leftJoin(series, seriesOfTitle)`. */
export const seriesOfTitle = eq(series.id, titles.seriesId);

export const TITLE_COLUMNS = {
  id: titles.id,
  type: titles.type,
  name: titles.name,
  sort_name: titles.sortName,
  duration_s: titles.durationS,
  description_short: titles.descriptionShort,
  description_medium: titles.descriptionMedium,
  description_long: titles.descriptionLong,
  genre: titles.genre,
  rating: titles.rating,
  advisories: titles.advisories,
  flags: titles.flags,
  release_year: titles.releaseYear,
  credits: titles.credits,
  short_form: titles.shortForm,
  hashtag: titles.hashtag,
  expires_at: titles.expiresAt,
  series_id: titles.seriesId,
  season_num: titles.seasonNum,
  episode_num: titles.episodeNum,
  spoilers: titles.spoilers,
  series_name: series.name,
  series_genre: series.genre,
  next_id: sql<number | null>`CASE WHEN ${titles.seriesId} IS NULL THEN NULL ELSE (${subquery
    .select({ id: nextEpisode.id })
    .from(nextEpisode)
    .where(
      and(
        eq(nextEpisode.seriesId, titles.seriesId),
        sql`(${nextEpisode.seasonNum}, ${nextEpisode.episodeNum}) > (${titles.seasonNum}, ${titles.episodeNum})`,
      ),
    )
    .orderBy(nextEpisode.seasonNum, nextEpisode.episodeNum)
    .limit(1)}) END`,
  previous_id: sql<number | null>`CASE WHEN ${titles.seriesId} IS NULL THEN NULL ELSE (${subquery
    .select({ id: previousEpisode.id })
    .from(previousEpisode)
    .where(
      and(
        eq(previousEpisode.seriesId, titles.seriesId),
        sql`(${previousEpisode.seasonNum}, ${previousEpisode.episodeNum}) < (${titles.seasonNum}, ${titles.episodeNum})`,
      ),
    )
    .orderBy(desc(previousEpisode.seasonNum), desc(previousEpisode.episodeNum))
    .limit(1)}) END`,
};

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
  spoilers: string[];
  series_name: string | null;
  series_genre: string | null;
  next_id: number | null;
  previous_id: number | null;
}

export const SERIES_COLUMNS = {
  id: series.id,
  name: series.name,
  sort_name: series.sortName,
  description_short: series.descriptionShort,
  description_medium: series.descriptionMedium,
  description_long: series.descriptionLong,
  genre: series.genre,
  status: series.status,
  rating: series.rating,
  erotic: series.erotic,
  tune_in: series.tuneIn,
  release_year: series.releaseYear,
  credits: series.credits,
  total_seasons: sql<number>`(${subquery
    .select({ count: sql`count(DISTINCT ${episode.seasonNum})::int` })
    .from(episode)
    .where(eq(episode.seriesId, series.id))})`,
  total_episodes: sql<number>`(${subquery.select({ count: sql`count(*)::int` }).from(episode).where(eq(episode.seriesId, series.id))})`,
};

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
export function titleArtwork(
  row: Pick<TitleSqlRow, 'id' | 'type' | 'name' | 'genre' | 'release_year' | 'series_name' | 'series_genre' | 'spoilers'>,
): ArtworkInput {
  const kind: ArtworkKind = row.type === 'episode' ? 'episode' : row.type === 'fight' ? 'fight' : 'movie';
  return {
    id: row.id,
    title: artworkName(row.name, row.spoilers),
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
    description: shieldedDescription({ short: row.description_short, medium: row.description_medium, long: row.description_long }, row.spoilers),
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
