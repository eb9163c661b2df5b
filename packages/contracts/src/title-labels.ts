/**
 * User-facing texts of the detail pages (series, movie, fight, episode) and the list pages
 * (movies, series, categories, collections, free episodes). Our own wording (docs/decisions.md).
 */
export const TITLE_LABELS = {
  play: 'Play',
  titleTypes: { movie: 'Movie', episode: 'Episode', series: 'Series', fight: 'Fight', trailer: 'Trailer', clip: 'Clip' },
  episodeNavigation: 'More episodes',
  playNamed: (name: string) => `Play ${name}`,
  playEpisode: (season: number, episode: number) => `Play S${season} E${episode}`,
  resume: 'Resume',
  continueEpisode: (season: number, episode: number) => `Continue S${season} E${episode}`,
  seasonEpisode: (season: number, episode: number) => `S${season} E${episode}`,
  seasonEpisodeLong: (season: number, episode: number) => `Season ${season}, Episode ${episode}`,
  season: (season: number) => `Season ${season}`,
  seasons: (count: number) => (count === 1 ? '1 Season' : `${count} Seasons`),
  episodes: (count: number) => (count === 1 ? '1 Episode' : `${count} Episodes`),
  seasonPicker: 'Season',
  tabsLabel: 'Series sections',
  tabEpisodes: 'Episodes',
  tabDetails: 'Details',
  noEpisodes: 'No episodes of this season are available yet.',
  previousEpisode: 'Previous episode',
  nextEpisode: 'Next episode',
  backToSeries: (series: string) => `All episodes of ${series}`,
  watched: 'Watched',
  percentWatched: (percent: number) => `${Math.round(percent)}% watched`,
  seriesStatus: { current: 'New episodes', ended: 'Complete series', upcoming: 'Coming soon' },
  facts: {
    heading: 'Overview',
    year: 'Year',
    duration: 'Duration',
    rating: 'Rating',
    advisories: 'Advisories',
    genre: 'Genre',
    status: 'Status',
    seasons: 'Seasons',
  },
  credits: {
    heading: 'Cast & Crew',
    cast: 'Starring',
    director: 'Directed by',
    writer: 'Written by',
    producer: 'Produced by',
    host: 'Hosted by',
  },
  locked: 'Locked',
  lockedTitle: 'This title is above your viewing restrictions',
  lockedBody: 'Its rating is above the limit set for this profile, so it cannot be played here.',
  lockedItem: (name: string) => `${name} (locked by your viewing restrictions)`,
  notFoundTitle: 'We couldn’t find that',
  notFoundBody: 'It may have left the service, or the link may be mistyped.',
  browseSeries: 'Browse all series',
  browseMovies: 'Browse movies',
  /** Minutes as "1 h 42 min" or "48 min". */
  duration: (seconds: number) => {
    const minutes = Math.round(seconds / 60);
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  },
} as const;

/** Texts of the list pages. */
export const COLLECTION_LABELS = {
  moviesHeading: 'Movies',
  allSeriesHeading: 'All Series',
  currentSeriesHeading: 'Current Series',
  curatedListsHeading: 'Collections',
  freeEpisodesHeading: 'Free Full Episodes',
  freeEpisodesLead: 'Watch the first episode of our series free, no sign-in needed.',
  subcategories: 'Categories',
  seriesLists: 'Series lists',
  curatedListsLead: 'Hand-picked lists from our editors, for every mood and every night of the week.',
  itemCount: (count: number) => (count === 1 ? '1 title' : `${count} titles`),
  empty: 'Nothing here yet. Check back soon.',
  seriesCount: (count: number) => (count === 1 ? '1 series' : `${count} series`),
  allSeriesLink: 'All Series',
  currentSeriesLink: 'Current Series',
} as const;
