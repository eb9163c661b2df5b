import { CATEGORY_IDS, type CatalogueFile, type SeriesRecord, type TitleRecord } from '@stat/contracts';
import type { Random } from './random.ts';
import type { SeriesKind } from './series.ts';
import { MOVIE_GENRES, type MovieGenre } from './titles.ts';

type Collection = CatalogueFile['collections'][number];
type Ref = Collection['items'][number];
type Category = CatalogueFile['categories'][number];
type SubItem = Category['items'][number];

export interface Shelves {
  series: { record: SeriesRecord; kind: SeriesKind }[];
  movies: TitleRecord[];
  fights: TitleRecord[];
  trailers: TitleRecord[];
}

const seriesRef = (s: { record: SeriesRecord }): Ref => ({ type: 'series', id: s.record.id });
const titleRef = (t: { id: number }): Ref => ({ type: 'title', id: t.id });

/** Plural shelf names of the movie genres. */
const GENRE_SHELVES: Record<MovieGenre, string> = {
  Thriller: 'Thrillers',
  Drama: 'Dramas',
  Comedy: 'Comedies',
  Action: 'Action',
  'Sci-Fi': 'Science Fiction',
  Horror: 'Horror',
  Romance: 'Romance',
  Crime: 'Crime',
  Documentary: 'Documentary Films',
  'After Hours': 'After Hours Features',
};

/** Collections, the menu's categories, the home modules and the hero, all from the same records. */
export function makeLists(random: Random, shelves: Shelves): Pick<CatalogueFile, 'collections' | 'categories' | 'modules' | 'promoted'> {
  const collections: Collection[] = [];
  const add = (name: string, kind: Collection['kind'], description: string, items: Ref[]) => {
    const id = collections.length + 1;
    collections.push({ id, name, kind, description, items });
    return id;
  };
  const seriesOf = (...kinds: SeriesKind[]) => shelves.series.filter((s) => kinds.includes(s.kind));
  const moviesOf = (...genres: MovieGenre[]) => shelves.movies.filter((m) => genres.includes(m.genre as MovieGenre));
  const recent = (a: TitleRecord, b: TitleRecord) => b.releaseYear - a.releaseYear || a.id - b.id;
  const boxing = shelves.fights.filter((f) => f.genre === 'Boxing');
  const mma = shelves.fights.filter((f) => f.genre === 'MMA');
  const current = shelves.series.filter((s) => s.record.status === 'current');
  const freeEpisodes = shelves.series.flatMap((s) => s.record.seasons[0]!.episodes.filter((e) => e.flags.includes('free')));

  // Curated lists: what an editor would pin to the home page.
  const staffPicks = add('Staff Picks', 'curated', 'The series and films our editors keep recommending.', [
    ...random.shuffle(seriesOf('drama', 'thriller', 'comedy')).slice(0, 6).map(seriesRef),
    ...random.shuffle(moviesOf('Drama', 'Thriller', 'Sci-Fi', 'Crime')).slice(0, 8).map(titleRef),
  ]);
  add('Binge-Worthy Dramas', 'curated', 'Clear your weekend: family sagas and slow-burning rivalries.', seriesOf('drama').map(seriesRef));
  const edge = add('Edge of Your Seat', 'curated', 'Conspiracies, cold cases and nights that go very wrong.', [
    ...seriesOf('thriller').map(seriesRef),
    ...moviesOf('Thriller', 'Crime').sort(recent).slice(0, 16).map(titleRef),
  ]);
  const laughs = add('Laugh Out Loud', 'curated', 'Comedies for when the week has been long enough.', [
    ...seriesOf('comedy').map(seriesRef),
    ...moviesOf('Comedy').slice(0, 12).map(titleRef),
  ]);
  const trueStories = add('True Stories', 'curated', 'Documentaries about remarkable people and places.', [
    ...seriesOf('documentary', 'sports').map(seriesRef),
    ...moviesOf('Documentary').map(titleRef),
  ]);
  const fightNight = add('Fight Night Classics', 'curated', 'Title fights and main events, start to finish.', [...shelves.fights].sort(recent).map(titleRef));
  add('Complete Series', 'curated', 'Every season, beginning to end.', shelves.series.filter((s) => s.record.status === 'ended').map(seriesRef));
  add('New This Year', 'curated', 'Fresh seasons and new releases.', [
    ...current.map(seriesRef),
    ...shelves.movies.filter((m) => m.flags.includes('new')).map(titleRef),
  ]);
  add('The Sunday Night Lineup', 'curated', 'New episodes, every Sunday.', current.filter((s) => s.record.tuneIn?.includes('Sunday')).map(seriesRef));
  add('Date Night', 'curated', 'Romance, chemistry and a happy ending or two.', moviesOf('Romance').map(titleRef));
  add('Midnight Movies', 'curated', 'Leave the lights on.', moviesOf('Horror').map(titleRef));
  add('Late-Night Slow Burns', 'curated', 'Sensual stories for after dark.', [...seriesOf('afterHours').map(seriesRef), ...moviesOf('After Hours').map(titleRef)]);
  const comingSoon = add('Coming Soon', 'curated', 'First looks at new seasons and films.', shelves.trailers.map(titleRef));

  // Movie collections: the Movies menu's genres.
  const allMovies = add('All Movies', 'movies', 'Every film in the catalogue, newest first.', [...shelves.movies].sort(recent).map(titleRef));
  const movieItems: SubItem[] = [{ id: 2001, name: 'All Movies', slug: 'all-movies', type: 'ALLCATEGORY', collectionId: allMovies }];
  const genreCollections = new Map<MovieGenre, number>();
  MOVIE_GENRES.forEach((genre, i) => {
    const collectionId = add(GENRE_SHELVES[genre], 'movies', `${GENRE_SHELVES[genre]}, newest first.`, moviesOf(genre).sort(recent).map(titleRef));
    genreCollections.set(genre, collectionId);
    movieItems.push({ id: 2002 + i, name: GENRE_SHELVES[genre], slug: slugOf(GENRE_SHELVES[genre]), type: 'CATEGORY', collectionId });
  });
  movieItems.push({ id: 2099, name: 'Collections', slug: 'collections', type: 'COLLECTION_LIST', collectionId: null });

  add('Free Full Episodes', 'free', 'Watch the first episode free, no sign-in needed.', freeEpisodes.map(titleRef));

  // Category collections: what each menu category and its sub-items list.
  const allSeries = add('All Series', 'category', 'Every series, A to Z.', [...shelves.series].sort((a, b) => a.record.name.localeCompare(b.record.name)).map(seriesRef));
  const currentSeries = add('Current Series', 'category', 'Series with new episodes now.', current.map(seriesRef));
  const category = (id: number, name: string, slug: string, position: number, subs: [string, Ref[]][]): Category => ({
    id,
    name,
    slug,
    menuPosition: position,
    menuType: 'category',
    items: subs.map(([subName, items], i) => ({
      id: id * 10 + i + 1,
      name: subName,
      slug: slugOf(subName),
      type: i === 0 ? 'ALLCATEGORY' : 'CATEGORY',
      collectionId: add(subName, 'category', `${subName} on STAT.`, items),
    })),
  });
  const categories: Category[] = [
    {
      id: 1,
      name: 'Series',
      slug: 'series',
      menuPosition: 0,
      menuType: 'series',
      items: [
        { id: 1001, name: 'All Series', slug: 'all-series', type: 'SERIES_LIST', collectionId: allSeries },
        { id: 1002, name: 'Current Series', slug: 'current-series', type: 'CURRENT_SERIES', collectionId: currentSeries },
        { id: 1003, name: 'Collections', slug: 'collections', type: 'COLLECTION_LIST', collectionId: null },
      ],
    },
    { id: 2, name: 'Movies', slug: 'movies', menuPosition: 1, menuType: 'movies', items: movieItems },
    category(CATEGORY_IDS.sports, 'Sports', 'sports', 2, [
      ['All Sports', [...shelves.fights.map(titleRef), ...seriesOf('sports').map(seriesRef)]],
      ['Boxing', boxing.map(titleRef)],
      ['MMA', mma.map(titleRef)],
      ['Sports Docuseries', seriesOf('sports').map(seriesRef)],
    ]),
    category(CATEGORY_IDS.comedy, 'Comedy', 'comedy', 3, [
      ['All Comedy', [...seriesOf('comedy').map(seriesRef), ...moviesOf('Comedy').map(titleRef)]],
      ['Comedy Series', seriesOf('comedy').map(seriesRef)],
      ['Comedy Movies', moviesOf('Comedy').map(titleRef)],
    ]),
    category(CATEGORY_IDS.documentaries, 'Documentaries', 'documentaries', 4, [
      ['All Documentaries', [...seriesOf('documentary').map(seriesRef), ...moviesOf('Documentary').map(titleRef)]],
      ['Docuseries', seriesOf('documentary').map(seriesRef)],
      ['Documentary Films', moviesOf('Documentary').map(titleRef)],
    ]),
    category(CATEGORY_IDS.afterHours, 'After Hours', 'after-hours', 5, [
      ['All After Hours', [...seriesOf('afterHours').map(seriesRef), ...moviesOf('After Hours').map(titleRef)]],
      ['After Hours Series', seriesOf('afterHours').map(seriesRef)],
      ['After Hours Features', moviesOf('After Hours').map(titleRef)],
    ]),
  ];

  const modules: CatalogueFile['modules'] = [
    { id: 1, type: 'SERIES', title: 'Original Series', imageType: 'playlistSeriesListDisplay', collectionId: allSeries },
    { id: 2, type: 'CUSTOM', title: 'Staff Picks', imageType: 'playlistListDisplay', collectionId: staffPicks },
    { id: 3, type: 'MOVIES', title: 'Popular Movies', imageType: 'playlistListDisplay', collectionId: allMovies },
    { id: 4, type: 'TRAILER', title: 'Coming Soon', imageType: 'playlistListDisplay', collectionId: comingSoon },
    { id: 5, type: 'SERIES', title: 'New Episodes', imageType: 'playlistSeriesListDisplay', collectionId: currentSeries },
    { id: 6, type: 'BRANDED', title: 'Fight Night', imageType: 'promoDisplay', collectionId: fightNight },
    { id: 7, type: 'CUSTOM', title: 'Edge of Your Seat', imageType: 'playlistListDisplay', collectionId: edge },
    { id: 8, type: 'MOVIES', title: 'Thrillers', imageType: 'playlistSeriesListDisplay', collectionId: genreCollections.get('Thriller')! },
    { id: 9, type: 'BRANDED', title: 'True Stories', imageType: 'promoDisplay', collectionId: trueStories },
    { id: 10, type: 'CUSTOM', title: 'Laugh Out Loud', imageType: 'playlistListDisplay', collectionId: laughs },
  ];

  // The hero: three current series, the two newest films and the newest fight.
  const promoted: Ref[] = [
    ...current.filter((s) => ['drama', 'thriller'].includes(s.kind)).slice(0, 3).map(seriesRef),
    ...moviesOf('Thriller', 'Action', 'Drama', 'Sci-Fi').sort(recent).slice(0, 2).map(titleRef),
    ...[...shelves.fights].sort(recent).slice(0, 1).map(titleRef),
  ];
  return { collections, categories, modules, promoted };
}

export const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
