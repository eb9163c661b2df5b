import type { CatalogueFile, SeriesRecord, TitleRecord } from '@stat/contracts';
import { makeLists, type Shelves } from './lists.ts';
import { createRandom, type Random } from './random.ts';
import { makeSchedule } from './schedule.ts';
import { makeSeries, SERIES_TEMPLATES, type SeriesKind, type SeriesTemplate } from './series.ts';
import { makeFights, makeTrailers, MOVIE_COUNTS, MOVIE_GENRES, movieMaker, movieName, type MovieGenre } from './titles.ts';

/** Id ranges per record kind, so an id tells a reader what it is (all titles share one space). */
const IDS = { episode: 10_001, movie: 20_001, fight: 30_001, trailer: 40_001, extraEpisode: 1_000_001, extraMovie: 3_000_001 };
const SEED = 20_261_122;
const FIGHTS = 12;

const counter = (start: number) => {
  let next = start;
  return () => next++;
};

/** The seed catalogue: hand-written series, composed films, fights and trailers, and the lists over them. */
export function generateSeedCatalogue(): CatalogueFile {
  return generate(createRandom(SEED), 0);
}

/**
 * A benchmark catalogue: the seed plus generated series (about a third of the titles, as
 * episodes) and films, until it holds `titleCount` playable titles.
 */
export function generateLargeCatalogue(titleCount: number): CatalogueFile {
  return generate(createRandom(SEED + titleCount), titleCount);
}

function generate(random: Random, titleCount: number): CatalogueFile {
  const nextEpisodeId = counter(IDS.episode);
  const series = SERIES_TEMPLATES.map((template, i) => ({
    kind: template.kind,
    // The first episode of every third series, except after hours, is free to watch.
    record: makeSeries(random, template, i + 1, nextEpisodeId, { free: i % 3 === 0 && template.kind !== 'afterHours' }),
  }));
  const nextMovieId = counter(IDS.movie);
  const uniqueNames = new Set(series.map((s) => s.record.name));
  const movies = MOVIE_GENRES.flatMap((genre) => {
    const make = movieMaker(random, genre, { uniqueNames });
    return Array.from({ length: MOVIE_COUNTS[genre] }, () => make(nextMovieId()));
  });
  const fights = makeFights(random, FIGHTS, counter(IDS.fight));
  const trailerSeries = series.filter((s) => s.record.status === 'current').slice(0, 5).map((s) => s.record);
  const newMovies = movies.filter((m) => m.flags.includes('new')).slice(0, 3);
  const trailers = makeTrailers(trailerSeries, newMovies, counter(IDS.trailer));

  const seedCount = movies.length + fights.length + trailers.length + episodeCount(series.map((s) => s.record));
  if (titleCount > seedCount) addBulk(random, titleCount - seedCount, series, movies);

  const shelves: Shelves = { series, movies, fights, trailers };
  return {
    series: series.map((s) => s.record),
    titles: [...movies, ...fights, ...trailers],
    ...makeLists(random, shelves),
    schedule: makeSchedule(random, series.slice(0, SERIES_TEMPLATES.length), movies.slice(0, 200), fights),
  };
}

function episodeCount(series: SeriesRecord[]): number {
  return series.reduce((sum, s) => sum + s.seasons.reduce((n, season) => n + season.episodes.length, 0), 0);
}

/** Which movie genre lends its title words to a generated series of a kind. */
const NAME_GENRE: Record<SeriesKind, MovieGenre> = {
  drama: 'Drama',
  thriller: 'Thriller',
  comedy: 'Comedy',
  documentary: 'Documentary',
  sports: 'Action',
  afterHours: 'After Hours',
};

/** Adds generated series and films; names may repeat, as they would in a catalogue this size. */
function addBulk(random: Random, count: number, series: Shelves['series'], movies: TitleRecord[]): void {
  const nextEpisodeId = counter(IDS.extraEpisode);
  const nextMovieId = counter(IDS.extraMovie);
  const makers = new Map(MOVIE_GENRES.map((genre) => [genre, movieMaker(random, genre, { uniqueNames: null })]));
  const episodeTarget = Math.floor(count / 3);
  let episodes = 0;
  while (episodes < episodeTarget) {
    const template: SeriesTemplate = random.pick(SERIES_TEMPLATES);
    const name = movieName(random, NAME_GENRE[template.kind], null);
    const record = makeSeries(random, { ...template, name, seasons: random.int(1, 5) }, 1000 + series.length, nextEpisodeId, { free: false });
    series.push({ kind: template.kind, record });
    episodes += episodeCount([record]);
  }
  for (let i = episodes; i < count; i += 1) {
    const genre = random.pick(MOVIE_GENRES);
    movies.push(makers.get(genre)!(nextMovieId()));
  }
}
