import type { CatalogueFile, SeriesRecord, TitleRecord } from '@stat/contracts';
import { cycle, type Random } from './random.ts';
import type { SeriesKind } from './series.ts';

const WEEK_MINUTES = 7 * 24 * 60;
type Playable = { id: number; duration: number };

/** A series' episodes in broadcast order, looping when the channel runs out. */
function episodesInOrder(series: SeriesRecord[]): () => Playable {
  const all = series.flatMap((s) => s.seasons.flatMap((season) => season.episodes));
  let next = 0;
  return () => all[next++ % all.length]!;
}

/**
 * One week of the east feed, back to back from minute 0 (each program starts on the minute
 * after the previous one ends): daytime series in episode order, films in prime time, a fight
 * card on Saturday night, after-hours series late, and films overnight.
 */
export function makeSchedule(
  random: Random,
  series: { record: SeriesRecord; kind: SeriesKind }[],
  movies: TitleRecord[],
  fights: TitleRecord[],
): CatalogueFile['schedule'] {
  const of = (...kinds: SeriesKind[]) => series.filter((s) => kinds.includes(s.kind)).map((s) => s.record);
  const daytime = [of('comedy'), of('documentary'), of('drama'), of('sports'), of('thriller')].map(episodesInOrder);
  const nextDaytime = cycle(random, daytime);
  const lateNight = episodesInOrder(of('afterHours'));
  const films = cycle(random, movies.filter((m) => m.genre !== 'After Hours'));
  const lateFilms = cycle(random, movies.filter((m) => m.genre === 'After Hours'));
  const nextFight = cycle(random, fights);
  const shortest = Math.min(...series.flatMap((s) => s.record.seasons.flatMap((season) => season.episodes.map((e) => e.duration))));

  const programs: CatalogueFile['schedule']['programs'] = [];
  let minute = 0;
  while (minute < WEEK_MINUTES) {
    const day = Math.floor(minute / 1440);
    const hour = Math.floor(minute / 60) % 24;
    let title: Playable;
    if (day === 5 && hour === 21) title = nextFight();
    else if (hour >= 20 && hour < 23) title = films();
    else if (hour >= 23 || hour < 2) title = hour === 1 ? lateFilms() : lateNight();
    else if (hour < 6) title = films();
    else title = nextDaytime()();
    // The week loops: the last program must end by the time the first starts again.
    if (minute * 60 + title.duration > WEEK_MINUTES * 60) {
      if (minute * 60 + shortest > WEEK_MINUTES * 60) break;
      title = longestFitting(series, WEEK_MINUTES * 60 - minute * 60);
    }
    programs.push({ minuteOfWeek: minute, titleId: title.id });
    minute = Math.ceil((minute * 60 + title.duration) / 60);
  }
  return { programs };
}

function longestFitting(series: { record: SeriesRecord }[], seconds: number): Playable {
  const episodes = series.flatMap((s) => s.record.seasons.flatMap((season) => season.episodes));
  return episodes.filter((e) => e.duration <= seconds).sort((a, b) => b.duration - a.duration)[0]!;
}
