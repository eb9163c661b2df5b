import type { SeriesRecord, TitleRating } from '@stat/contracts';
import bank from '../../seed/catalogue/episodes.json' with { type: 'json' };
import templates from '../../seed/catalogue/series.json' with { type: 'json' };
import { credits } from './people.ts';
import type { Random } from './random.ts';

export type SeriesKind = keyof typeof bank.beats;
/** A hand-written series of seed/catalogue/series.json. */
export interface SeriesTemplate {
  name: string;
  kind: SeriesKind;
  genre: string;
  /** First names of the leads, whom the episode descriptions are about. */
  characters: string[];
  status: 'current' | 'ended';
  tuneIn?: string;
  rating: TitleRating;
  erotic?: boolean;
  startYear: number;
  seasons: number;
  /** Episodes in a full season; some seasons are a little shorter. */
  episodes: number;
  logline: string;
  premise: string;
}
export const SERIES_TEMPLATES = templates as SeriesTemplate[];

/** The year the catalogue is "now": current series have a season out this year. */
export const CURRENT_YEAR = 2026;

/** Episode length in minutes by kind: half-hour comedies, hour-long dramas. */
const MINUTES: Record<SeriesKind, [number, number]> = {
  drama: [46, 60],
  thriller: [44, 58],
  comedy: [25, 32],
  documentary: [42, 55],
  sports: [30, 50],
  afterHours: [25, 35],
};

function advisories(template: SeriesTemplate): string[] {
  if (template.kind === 'afterHours') return template.erotic ? ['Adult Content', 'Nudity', 'Language'] : ['Adult Content', 'Language'];
  if (template.kind === 'thriller') return ['Violence', 'Language'];
  if (template.kind === 'documentary') return [];
  if (template.rating === 'TV_MA') return template.kind === 'sports' ? ['Language', 'Violence'] : ['Language', 'Adult Content'];
  return ['Language'];
}

const fill = (text: string, names: string[]) =>
  text.replace(/\{a\}/g, names[0]!).replace(/\{b\}/g, names[1]!).replace(/\{c\}/g, names[2]!);

const hashtag = (name: string) =>
  '#' + name.replace(/&/g, 'And').replace(/[^A-Za-z0-9 ]/g, '').split(' ').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** "The Quiet Ministry" sorts as "Quiet Ministry". */
export const sortName = (name: string) => (/^(the|a|an) /i.test(name) ? name.replace(/^(the|a|an) /i, '') : undefined);

/**
 * One series from its hand-written template: seasons of episodes whose names come from the
 * kind's bank and whose descriptions are the kind's story beats told about this series' own
 * characters. `nextTitleId` hands out ids from the shared title space.
 */
export function makeSeries(
  random: Random,
  template: SeriesTemplate,
  id: number,
  nextTitleId: () => number,
  options: { free: boolean },
): SeriesRecord {
  const kind = template.kind;
  const names = template.characters;
  const episodeNames = random.shuffle(bank.titles[kind]);
  const beats = random.shuffle(bank.beats[kind]);
  const [low, high] = MINUTES[kind];
  const lastYear = template.status === 'current' ? CURRENT_YEAR : Math.min(CURRENT_YEAR - 1, template.startYear + template.seasons);
  let count = 0;
  const seasons = Array.from({ length: template.seasons }, (_, s) => {
    const seasonNum = s + 1;
    const isLatest = seasonNum === template.seasons;
    const year = Math.min(lastYear, template.startYear + s);
    const length = Math.max(3, template.episodes - random.int(0, 2));
    const episodes = Array.from({ length }, (_, e) => {
      const name = episodeNames[count % episodeNames.length]! + (count >= episodeNames.length ? ', Part Two' : '');
      const first = fill(beats[count % beats.length]!, random.shuffle(names));
      const second = fill(beats[(count + 5) % beats.length]!, random.shuffle(names));
      count += 1;
      const flags: SeriesRecord['seasons'][number]['episodes'][number]['flags'] = [];
      if (options.free && seasonNum === 1 && e === 0) flags.push('free');
      if (template.status === 'current' && isLatest) flags.push('CURRENT');
      return {
        id: nextTitleId(),
        episodeNum: e + 1,
        name,
        duration: random.int(low, high) * 60 + random.int(0, 59),
        description: { short: first, medium: `${first} ${second}`, long: `${first} ${second} ${random.pick(bank.codas[kind])}` },
        rating: template.rating,
        advisories: advisories(template),
        flags,
        releaseYear: year,
        credits: credits(random, { director: 1, writer: 1 }),
        // The series finale (its latest season's last episode) spoils until the viewer reaches it.
        spoilers: isLatest && e === length - 1 ? (['description', 'artwork'] as const).slice() : [],
      };
    });
    return { seasonNum, episodes };
  });
  const cast = credits(random, kind === 'documentary' ? { host: 1 } : { cast: 4 });
  return {
    id,
    name: template.name,
    ...(sortName(template.name) ? { sortName: sortName(template.name) } : {}),
    description: {
      short: template.logline,
      medium: template.premise,
      long: `${template.premise} ${bank.tones[kind]} ${starring(cast)}`,
    },
    genre: template.genre,
    status: template.status,
    rating: template.rating,
    erotic: template.erotic ?? false,
    tuneIn: template.tuneIn ?? null,
    releaseYear: template.startYear,
    credits: [...cast, ...credits(random, { writer: 1, producer: 1 })],
    hashtag: hashtag(template.name),
    seasons,
  };
}

function starring(cast: { role: string; name: string }[]): string {
  const names = cast.map((credit) => credit.name);
  if (cast[0]?.role === 'host') return `Presented by ${names[0]}.`;
  return `Starring ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
}

