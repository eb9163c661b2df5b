import { type SeriesId, type TitleId } from './ids.ts';

/**
 * The catalogue (streaming spec section 3): titles, series, collections, categories, the menu,
 * home modules, the live schedule, My List and resume items. Dates are epoch milliseconds.
 */

export const TITLE_TYPES = ['movie', 'episode', 'series', 'fight', 'trailer', 'clip'] as const;

export type TitleType = (typeof TITLE_TYPES)[number];

/** Content ratings a title carries; NR is unrestricted (streaming spec section 9). */
export const TITLE_RATINGS = [
  'TV_Y',
  'TV_Y7',
  'TV_G',
  'TV_PG',
  'TV_14',
  'TV_MA',
  'MOVIE_G',
  'MOVIE_PG',
  'MOVIE_PG_13',
  'MOVIE_R',
  'MOVIE_NC_17',
  'NR',
] as const;

export type TitleRating = (typeof TITLE_RATINGS)[number];

/** How a rating is shown: "TV-14", "PG-13", "NC-17"; NR reads UNRESTRICTED. */
export function titleRatingLabel(rating: TitleRating): string {
  if (rating === 'NR') return 'UNRESTRICTED';
  return rating.replace(/^MOVIE_/, '').replace(/^TV_/, 'TV-').replace(/_/g, '-');
}

/** Image types per shelf (streaming spec section 9 gives 711x400, 400x600, 661x494). */
export const IMAGE_TYPES = {
  heroDisplay: { width: 1920, height: 800 },
  heroMobileDisplay: { width: 768, height: 960 },
  /** Landscape tiles; a movie in My List uses it. */
  playlistListDisplay: { width: 711, height: 400 },
  /** Posters; a series in My List uses it. */
  playlistSeriesListDisplay: { width: 400, height: 600 },
  promoDisplay: { width: 661, height: 494 },
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

/** Title flags the spec names; free full episodes carry `free`, current series `CURRENT`. */
export const TITLE_FLAGS = ['free', 'CURRENT', 'new', 'prePremiere'] as const;

export const SERIES_STATUSES = ['current', 'ended', 'upcoming'] as const;

export const COLLECTION_KINDS = ['movies', 'curated', 'category', 'free'] as const;

/** Titles per page of a collection, free episodes and the search results page. */
export const CATALOGUE_PAGE_SIZE = 24;

/** The menu's submenu types (streaming spec section 2). */
export const SUBMENU_TYPES = ['ALLCATEGORY', 'SERIES_LIST', 'CATEGORY', 'CURRENT_SERIES', 'COLLECTION_LIST'] as const;

/** Home module types the flag `supportedHomeModules` lists. */
export const HOME_MODULE_TYPES = ['SERIES', 'MOVIES', 'CUSTOM', 'BRANDED', 'TRAILER'] as const;

/** Items per home shelf; the whole list is a link away. */
export const HOME_MODULE_ITEM_LIMIT = 20;

export const SCHEDULE_PAGE_HOURS = 6;

/** The largest page a client may ask for: a week ahead. */
export const SCHEDULE_MAX_PAGE = (7 * 24) / SCHEDULE_PAGE_HOURS;

export const SCHEDULE_INITIAL_PAGES = 3;

/** More pages are loaded when fewer than this many programs remain ahead (streaming spec section 9). */
export const SCHEDULE_MIN_AHEAD = 8;

/** The west feed plays the east feed this many hours later. */
export const WEST_FEED_OFFSET_HOURS = 3;

export const WATCH_STATUSES = ['WATCHED', 'NOT_WATCHED', 'IN_PROGRESS'] as const;

/** A User-title's time-remaining text: "23 min left", "1 hr 5 min left"; never under a minute. */
export function timeRemainingText(remainingSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(remainingSeconds / 60));
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} hr left` : `${hours} hr ${rest} min left`;
}

/** A resume item's heading: "S2 E3 · The Name" for an episode, the title's own name otherwise. */
export function resumeHeading(name: string, episode: { seasonNum: number; episodeNum: number } | null): string {
  return episode ? `S${episode.seasonNum} E${episode.episodeNum} · ${name}` : name;
}

/** My List item types as the API names them (streaming spec section 3). */
export const MY_LIST_ITEM_TYPES = ['Movie', 'Episode', 'SERIES', 'Fight', 'COLLECTION'] as const;

/** What a My List path names (`my-list/{title|series}/{id}`), with the id branded by kind. */
export type MyListRef = { kind: 'title'; id: TitleId } | { kind: 'series'; id: SeriesId };

/** A refetch of My List is skipped within this window; its notification hides after 5 s (section 9). */
export const MY_LIST_REFETCH_MS = 30_000;

export const MY_LIST_NOTIFICATION_MS = 5_000;

/** The most items one list holds; adding to a full list is refused (error.mylist.full). */
export const MY_LIST_MAX_ITEMS = 500;

/** The event the drawer dispatches on window when an item is removed. */
export const MY_LIST_ITEM_REMOVED_EVENT = 'my-list:item-removed';

export const QUICK_SEARCH_MIN_LENGTH = 3;

/** Suggestions quick search answers at most. */
export const QUICK_SEARCH_LIMIT = 8;

/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 100;
