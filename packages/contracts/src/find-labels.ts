import type { CHANNEL_IDS } from './constants.ts';
import type { MY_LIST_ITEM_TYPES, TitleType } from './catalogue.ts';

type MyListItemType = (typeof MY_LIST_ITEM_TYPES)[number];

/**
 * User-facing texts of search, the live schedule and My List. The My List failure text is the
 * spec's own (MESSAGES.myListFailed); the rest is our wording (docs/decisions.md).
 */
export const FIND_LABELS = {
  search: {
    open: 'Search',
    field: 'Search titles, series and fights',
    placeholder: 'Search',
    submit: 'Search',
    clear: 'Clear search',
    suggestions: 'Suggestions',
    /** Read to screen readers as the suggestions change. */
    suggestionCount: (count: number) => (count === 1 ? '1 suggestion' : `${count} suggestions`),
    noSuggestions: 'No matches yet. Press Enter to see all results.',
    seeAll: (term: string) => `See all results for “${term}”`,
    resultsFor: (term: string) => `Results for “${term}”`,
    resultCount: (total: number) => (total === 1 ? '1 result' : `${total} results`),
    loadMore: 'Load more',
    loadingMore: 'Loading more results',
    emptyTitle: 'No results',
    emptyBody: (term: string) => `Nothing matches “${term}”. Check the spelling or try another title, series or fight.`,
    locked: 'Locked by your viewing restrictions',
    failed: 'Search is unavailable right now. Please try again.',
  },
  titleTypes: {
    movie: 'Movie',
    episode: 'Episode',
    series: 'Series',
    fight: 'Fight',
    trailer: 'Trailer',
    clip: 'Clip',
  } satisfies Record<TitleType, string>,
  schedule: {
    channels: 'Channels',
    nowPlaying: 'Now',
    /** The schedule's mark on a program that can still be played from its start. */
    startOverMark: 'Can start over',
    upNext: 'Next',
    upcoming: (channel: string) => `Coming up on ${channel}`,
    watch: (channel: string) => `Watch ${channel}`,
    watchShort: 'Watch',
    progress: (title: string) => `${title} progress`,
    minutesLeft: (minutes: number) => (minutes <= 1 ? '1 min left' : `${minutes} min left`),
    westOffset: 'The West feed plays East 3 hours later.',
    empty: 'The schedule is not available right now.',
    failed: 'We could not load the schedule. Please try again.',
  },
  myListTypes: {
    Movie: 'Movie',
    Episode: 'Episode',
    SERIES: 'Series',
    Fight: 'Fight',
    COLLECTION: 'Collection',
  } satisfies Record<MyListItemType, string>,
  channelNames: {
    shoeast: 'STAT East',
    showest: 'STAT West',
    ppv: 'STAT Pay-Per-View',
  } satisfies Record<(typeof CHANNEL_IDS)[number], string>,
  myList: {
    loading: 'Loading My List',
    play: (name: string) => `Play ${name}`,
    open: (name: string) => `Open ${name}`,
    remove: (name: string) => `Remove ${name} from My List`,
    removing: 'Removing',
    removed: (name: string) => `${name} was removed from My List.`,
    added: (name: string) => `${name} was added to My List.`,
    add: 'My List',
    inList: 'In My List',
    addTo: (name: string) => `Add ${name} to My List`,
    removeFrom: (name: string) => `Remove ${name} from My List`,
  },
} as const;
