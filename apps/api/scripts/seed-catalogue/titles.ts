import type { SeriesRecord, TitleRating, TitleRecord } from '@stat/contracts';
import bank from '../../seed/catalogue/movies.json' with { type: 'json' };
import { credits, fighterPool } from './people.ts';
import { CURRENT_YEAR, sortName } from './series.ts';
import type { Random } from './random.ts';

export type MovieGenre = keyof typeof bank.genres;
export const MOVIE_GENRES = Object.keys(bank.genres) as MovieGenre[];
export const MOVIE_COUNTS = bank.counts as Record<MovieGenre, number>;

/** Makes movies of one genre; each premise pairs a protagonist and a setup at most once per pass. */
export function movieMaker(random: Random, genre: MovieGenre, options: { uniqueNames: Set<string> | null }) {
  const g = bank.genres[genre];
  const pairs = g.protagonists.flatMap((who) => g.incitings.map((what) => [who, what] as const));
  let order: (readonly [string, string])[] = [];
  return (id: number): TitleRecord => {
    if (order.length === 0) order = random.shuffle(pairs);
    const [who, what] = order.pop()!;
    const short = `${who} ${what}.`;
    const medium = `${short} ${random.pick(g.complications)}`;
    const releaseYear = random.int(1998, CURRENT_YEAR);
    const name = movieName(random, genre, options.uniqueNames);
    const cast = credits(random, { cast: random.int(3, 4) });
    return {
      id,
      type: 'movie',
      name,
      ...(sortName(name) ? { sortName: sortName(name) } : {}),
      duration: random.int(85, 150) * 60 + random.int(0, 59),
      description: {
        short,
        medium,
        long: `${medium} ${random.pick(g.stakes)} ${g.tone} With ${cast.map((c) => c.name).join(', ')}.`,
      },
      genre,
      rating: random.pick(g.rating) as TitleRating,
      advisories: random.shuffle(g.advisories).slice(0, random.int(1, g.advisories.length)),
      flags: releaseYear === CURRENT_YEAR ? ['new'] : [],
      releaseYear,
      credits: [...cast, ...credits(random, { director: 1, writer: random.int(1, 2) })],
      shortFormContent: false,
      spoilers: [],
      hashtag: null,
    };
  };
}

export function movieName(random: Random, genre: MovieGenre, unique: Set<string> | null): string {
  const g = bank.genres[genre];
  for (let attempt = 0; ; attempt += 1) {
    const pattern = random.pick(bank.patterns);
    const noun = random.pick(g.nouns);
    // "A Letters in Dunmere" reads wrong: plurals skip the singular pattern.
    if (pattern.startsWith('A ') && noun.endsWith('s')) continue;
    const name = pattern
      .replace('{Noun}', noun)
      .replace('{Adj}', random.pick(g.adjs))
      .replace('{Place}', random.pick(bank.places))
      .replace(/^A (?=[AEIOU])/, 'An ');
    if (!unique) return name;
    // After many collisions the banks are used up for this genre: number the sequel.
    const candidate = attempt < 40 ? name : `${name} ${attempt - 38}`;
    if (!unique.has(candidate)) {
      unique.add(candidate);
      return candidate;
    }
  }
}

/** Boxing and MMA cards, alternating: "Iron Verdict: Ruiz vs. Okafor". */
export function makeFights(random: Random, count: number, nextId: () => number): TitleRecord[] {
  const fighter = fighterPool(random);
  const cards = random.shuffle(bank.fights.cards);
  return Array.from({ length: count }, (_, i) => {
    const boxing = i % 2 === 0;
    const weight = random.pick(boxing ? bank.fights.boxing : bank.fights.mma);
    const women = weight.startsWith("women's");
    const [a, b] = [fighter(women), fighter(women)];
    const venue = random.pick(bank.fights.venues);
    const record = () => `${random.int(14, 31)}-${random.int(0, 4)}`;
    const short = `${a.first} ${a.last} and ${b.first} ${b.last} meet for the ${weight} title at ${venue}.`;
    const medium = `${short} The full main card, live, with commentary and post-fight interviews.`;
    const releaseYear = random.int(CURRENT_YEAR - 3, CURRENT_YEAR);
    return {
      id: nextId(),
      type: 'fight',
      name: `${cards[i % cards.length]}: ${a.last} vs. ${b.last}`,
      duration: random.int(120, 240) * 60,
      description: {
        short,
        medium,
        long: `${medium} ${a.first} ${a.last} (${record()}) puts a winning streak on the line against ${b.first} ${b.last} (${record()}), the hardest-hitting challenger in the division, with ${boxing ? 'twelve rounds' : 'five rounds'} scheduled. Plus the complete undercard.`,
      },
      genre: boxing ? 'Boxing' : 'MMA',
      rating: boxing ? 'TV_14' : 'TV_MA',
      advisories: ['Violence', ...(boxing ? [] : ['Language'])],
      flags: releaseYear === CURRENT_YEAR ? ['new'] : [],
      releaseYear,
      credits: credits(random, { host: 2 }),
      shortFormContent: false,
      hashtag: `#${cards[i % cards.length]!.replace(/[^A-Za-z]/g, '')}`,
      // A fight's description tells how it went: hidden until the viewer has watched it.
      spoilers: ['description', 'artwork'],
    };
  });
}

/** First-look trailers for the latest season of a few current series and a few new movies. */
export function makeTrailers(series: SeriesRecord[], movies: TitleRecord[], nextId: () => number): TitleRecord[] {
  const forSeries = series.map((s): TitleRecord => {
    const season = s.seasons.length;
    return {
      id: nextId(),
      type: 'trailer',
      name: `${s.name}: Season ${season} Trailer`,
      duration: 90 + ((s.id * 37) % 60),
      description: {
        short: `A first look at season ${season} of ${s.name}.`,
        medium: `A first look at season ${season} of ${s.name}. ${s.description.short}`,
        long: `A first look at season ${season} of ${s.name}. ${s.description.medium}`,
      },
      genre: s.genre,
      rating: s.rating,
      advisories: [],
      flags: [],
      releaseYear: CURRENT_YEAR,
      credits: [],
      shortFormContent: true,
      spoilers: [],
      hashtag: s.hashtag,
    };
  });
  const forMovies = movies.map((m): TitleRecord => ({
    ...m,
    id: nextId(),
    type: 'trailer',
    name: `${m.name}: Official Trailer`,
    sortName: undefined,
    duration: 120 + ((m.id * 13) % 45),
    description: { short: `The official trailer for ${m.name}.`, medium: m.description.short, long: m.description.medium },
    advisories: [],
    flags: [],
    credits: [],
    shortFormContent: true,
  }));
  return [...forSeries, ...forMovies];
}
