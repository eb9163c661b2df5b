/**
 * Texts of the browsing screens: catalogue tiles and shelves, the home hero, resume watching,
 * the menu and the mobile-app offer. The download buttons are the spec's words (shell spec
 * section 9); the rest are our own wording.
 */
export const BROWSE_LABELS = {
  seeAll: 'See all',
  seeAllOf: (shelf: string) => `See all ${shelf}`,
  locked: 'Locked',
  loadMore: 'Load more',
  free: 'Free',
  new: 'New',
  percentWatched: (percent: number) => `${Math.round(percent)}% watched`,
  play: 'Play',
  playTitle: (name: string) => `Play ${name}`,
  moreInfo: 'More Info',
  moreInfoAbout: (name: string) => `More info about ${name}`,
  featured: 'Featured',
  pauseRotation: 'Pause featured titles',
  resumeRotation: 'Play featured titles',
  showFeatured: (index: number, count: number) => `Show featured title ${index} of ${count}`,
  continueWatching: 'Continue Watching',
  removeFromContinueWatching: (name: string) => `Remove ${name} from Continue Watching`,
  /** '1 h 52 min', '48 min'. */
  duration: (seconds: number) => {
    const minutes = Math.round(seconds / 60);
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  },
  seasons: (count: number) => (count === 1 ? '1 Season' : `${count} Seasons`),
  seasonEpisode: (season: number, episode: number) => `S${season} E${episode}`,
  catalogueUnavailable: 'We could not load the catalogue. Please try again.',
  tryAgain: 'Try again',
  menu: 'Menu',
  submenu: (entry: string) => `More in ${entry}`,
  browse: 'Browse',
  liveTv: 'Live TV',
  collections: 'Collections',
  mobileAppsHeading: 'Watch on the STAT app',
  mobileAppsText: 'Stream every series, movie and fight on your phone or tablet with the STAT app.',
  downloadAppStore: 'Download on the App Store',
  downloadAmazon: 'Download on Amazon',
  downloadGooglePlay: 'Download on Google Play',
} as const;
