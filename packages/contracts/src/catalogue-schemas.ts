import { z } from 'zod';
import { CHANNEL_IDS } from './constants.ts';
import { categoryIdSchema, collectionIdSchema, seriesIdSchema, titleIdSchema } from './ids.ts';
import { TITLE_TYPES, TITLE_RATINGS, IMAGE_TYPES, type ImageType, TITLE_FLAGS, SERIES_STATUSES, COLLECTION_KINDS, SUBMENU_TYPES, HOME_MODULE_TYPES, WATCH_STATUSES } from './catalogue.ts';

/**
 * The schemas of catalogue.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

const imageTypeSchema = z.enum(Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]]);

/** One image of a title: its type, its address at full size, and the srcset candidates. */
export const titleImageSchema = z.object({
  type: imageTypeSchema,
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `url width` pairs for srcset, smallest first. */
  srcset: z.array(z.object({ url: z.string().min(1), width: z.number().int().positive() })),
});

export type TitleImage = z.infer<typeof titleImageSchema>;

export const creditSchema = z.object({ role: z.enum(['cast', 'director', 'writer', 'producer', 'host']), name: z.string().min(1) });

export const titleSeriesRefSchema = z.object({
  seriesId: seriesIdSchema,
  seriesTitle: z.string(),
  seasonNum: z.number().int().nonnegative(),
  episodeNum: z.number().int().nonnegative(),
});

/** A title: a movie, episode, fight or another playable (streaming spec section 3). */
export const titleSchema = z.object({
  id: titleIdSchema,
  name: z.string().min(1),
  sortName: z.string().min(1),
  type: z.enum(TITLE_TYPES),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  description: z.object({ short: z.string(), medium: z.string(), long: z.string() }),
  flags: z.array(z.enum(TITLE_FLAGS)),
  images: z.array(titleImageSchema),
  credits: z.array(creditSchema),
  advisories: z.array(z.string()),
  creditMarkerMillis: z.number().int().nonnegative().nullable(),
  countdownMillis: z.number().int().nonnegative().nullable(),
  releaseYear: z.number().int().nullable(),
  series: titleSeriesRefSchema.nullable(),
  nextTitleId: titleIdSchema.nullable(),
  previousTitleId: titleIdSchema.nullable(),
  titleRating: z.enum(TITLE_RATINGS),
  shortFormContent: z.boolean(),
  social: z.object({ hashtag: z.string().nullable() }),
  expirationDate: z.number().int().nullable(),
  /** Set by the server when the profile's viewing restrictions are below the rating. */
  locked: z.boolean(),
});

export type Title = z.infer<typeof titleSchema>;

/** A season of a series with its episodes, ordered by episode number. */
export const seasonSchema = z.object({ seasonNum: z.number().int().nonnegative(), episodes: z.array(titleSchema) });

/** A series: `series/{id}` (streaming spec section 3, "Series detail"). */
export const seriesSchema = z.object({
  id: seriesIdSchema,
  name: z.string().min(1),
  sortName: z.string().min(1),
  description: z.object({ short: z.string(), medium: z.string(), long: z.string() }),
  images: z.array(titleImageSchema),
  credits: z.array(creditSchema),
  titleRating: z.enum(TITLE_RATINGS),
  genre: z.string(),
  seriesStatus: z.enum(SERIES_STATUSES),
  totalSeasons: z.number().int().nonnegative(),
  totalEpisodes: z.number().int().nonnegative(),
  heroTrailer: titleIdSchema.nullable(),
  erotic: z.boolean(),
  /** "New episodes Sundays at 9 PM", or null when the series has ended. */
  tuneIn: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  locked: z.boolean(),
});

export type Series = z.infer<typeof seriesSchema>;

/** `series/{id}` with its seasons; `titles/series/{id}` answers the episodes only. */
export const seriesDetailSchema = seriesSchema.extend({ seasons: z.array(z.number().int().nonnegative()) });

export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

export const episodesForSeriesSchema = z.object({ episodesForSeries: z.array(seasonSchema) });

export type EpisodesForSeries = z.infer<typeof episodesForSeriesSchema>;

/** `series`: every series by sort name (the current ones carry seriesStatus 'current'). */
export const seriesListSchema = z.object({ series: z.array(seriesSchema) });

/** A page of a list: collections, search, free episodes. Pages count from 1. */
export const pageInfoSchema = z.object({
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const collectionSummarySchema = z.object({
  id: collectionIdSchema,
  name: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  description: z.string(),
  images: z.array(titleImageSchema),
  size: z.number().int().nonnegative(),
});

export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** `titles/collections/{id}/page/{n}` and `titles/collections/free/page/1`. */
export const collectionPageSchema = pageInfoSchema.extend({
  collectionMetadata: collectionSummarySchema,
  titles: z.array(titleSchema),
});

export type CollectionPage = z.infer<typeof collectionPageSchema>;

/** `collections`: the curated lists (the Collections page). */
export const collectionsSchema = z.object({ collections: z.array(collectionSummarySchema) });

/** A mixed collection holds series and titles (`mixed/collections/{id}`). */
export const mixedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('title'), title: titleSchema }),
  z.object({ kind: z.literal('series'), series: seriesSchema }),
]);

export type MixedItem = z.infer<typeof mixedItemSchema>;

/** `mixed/collections/{id}`: a collection's series and titles in order. */
export const mixedCollectionSchema = z.object({ collectionMetadata: collectionSummarySchema, items: z.array(mixedItemSchema) });

export type MixedCollection = z.infer<typeof mixedCollectionSchema>;

/** `promoted`: the home hero's items, with the hero image types. */
export const promotedSchema = z.object({ items: z.array(mixedItemSchema) });

export const menuItemSchema = z.object({
  id: categoryIdSchema,
  name: z.string(),
  /** 'series' and 'movies' route to their lists; anything else to its category. */
  type: z.enum(['series', 'movies', 'category']),
  slug: z.string(),
  items: z.array(
    z.object({
      id: categoryIdSchema,
      name: z.string(),
      slug: z.string(),
      type: z.enum(SUBMENU_TYPES),
      /** The collection an ALLCATEGORY or CATEGORY item lists (the movies and category pages read it); null for the others. */
      collectionId: collectionIdSchema.nullable(),
    }),
  ),
});

export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({ items: z.array(menuItemSchema) });

/**
 * A home shelf's tile: what the tile shows and where it leads; the page behind it has the rest
 * (descriptions and credits made up most of a shelf's bytes). A full MixedItem is also a TileItem.
 */
export const tileItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('title'),
    title: titleSchema.pick({ id: true, name: true, type: true, flags: true, images: true, releaseYear: true, series: true, titleRating: true, locked: true }),
  }),
  z.object({
    kind: z.literal('series'),
    series: seriesSchema.pick({ id: true, name: true, images: true, genre: true, titleRating: true, locked: true }),
  }),
]);

export type TileItem = z.infer<typeof tileItemSchema>;

export const homeModuleSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(HOME_MODULE_TYPES),
  title: z.string(),
  /** The image type its tiles use. */
  imageType: imageTypeSchema,
  items: z.array(tileItemSchema),
});

export type HomeModule = z.infer<typeof homeModuleSchema>;

/** `modules?supportedModules=SERIES,MOVIES`: the home shelves of the supported types, in order. */
export const homeModulesSchema = z.object({ modules: z.array(homeModuleSchema) });

/** A live schedule entry: what plays on a channel from `start` (streaming spec section 3). */
export const scheduleProgramSchema = z.object({
  channel: z.enum(CHANNEL_IDS),
  start: z.number().int(),
  titleId: titleIdSchema,
  refid: z.string(),
  type: z.enum(TITLE_TYPES),
  name: z.string(),
  seriesTitle: z.string().nullable(),
  /** Seconds until the channel's next program starts (the slot, not the title's running time). */
  duration: z.number().int().positive(),
  titleRating: z.enum(TITLE_RATINGS),
});

export type ScheduleProgram = z.infer<typeof scheduleProgramSchema>;

/**
 * `schedule/{page}`: both channels' programs starting within a block of SCHEDULE_PAGE_HOURS.
 * Page 0 is the block holding now and also carries each channel's program already playing at
 * its start; pages 1, 2 ... follow (streaming spec section 9: three pages at first).
 */
export const schedulePageSchema = z.object({
  page: z.number().int().nonnegative(),
  from: z.number().int(),
  to: z.number().int(),
  programs: z.array(scheduleProgramSchema),
});

export type SchedulePage = z.infer<typeof schedulePageSchema>;

/** `user/title/{id}`, `user/series/{id}` (streaming spec section 3, "User-title"). */
export const userTitleSchema = z.object({
  bookmark: z.object({
    inMyList: z.boolean(),
    percentWatched: z.number().min(0).max(100),
    seconds: z.number().int().nonnegative(),
    status: z.enum(WATCH_STATUSES),
    timeRemainingText: z.string().nullable(),
  }),
  isBookmarked: z.boolean(),
  isInMyList: z.boolean(),
  /** For a series: the episode to play next (the one in progress, or the one after the last watched). */
  resumeTitleId: titleIdSchema.nullable(),
});

export type UserTitle = z.infer<typeof userTitleSchema>;

/** A resume-watching shelf item (streaming spec section 3). */
export const resumeItemSchema = z.object({
  titleId: titleIdSchema,
  seriesId: seriesIdSchema.nullable(),
  seriesTitle: z.string().nullable(),
  seasonNumber: z.number().int().nullable(),
  episodeNumber: z.number().int().nullable(),
  episodeName: z.string().nullable(),
  heading: z.string(),
  status: z.enum(WATCH_STATUSES).default('IN_PROGRESS'),
  percentWatched: z.number().min(0).max(100),
  images: z.array(titleImageSchema),
  /** The title's rating, and whether the profile's viewing restrictions lock it (as on Title). */
  titleRating: z.enum(TITLE_RATINGS),
  locked: z.boolean(),
});

export type ResumeItem = z.infer<typeof resumeItemSchema>;

export const resumeWatchingSchema = z.object({ items: z.array(resumeItemSchema) });

const myListItemFields = {
  name: z.string(),
  releaseYear: z.number().int().nullable(),
  images: z.array(titleImageSchema),
  /** Pre-premiere items are never added or removed locally. */
  prePremiere: z.boolean(),
  /** The item's rating, and whether the profile's viewing restrictions lock it (as on Title). */
  titleRating: z.enum(TITLE_RATINGS),
  locked: z.boolean(),
};

/** A My List item; its type says which kind of id it carries (a series and a title may share a number). */
export const myListItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['Movie', 'Episode', 'Fight']), id: titleIdSchema, ...myListItemFields }),
  z.object({ type: z.literal('SERIES'), id: seriesIdSchema, ...myListItemFields }),
  z.object({ type: z.literal('COLLECTION'), id: collectionIdSchema, ...myListItemFields }),
]);

export type MyListItem = z.infer<typeof myListItemSchema>;

export const myListSchema = z.object({ items: z.array(myListItemSchema) });

/** POST v3/user/my-list/{title|series}/{id}: the added item, for the front of the list. */
export const myListAddedSchema = z.object({ item: myListItemSchema });

/** Quick search suggestions and paged results share the search metadata shape. */
export const searchResultSchema = z.object({
  id: z.number().int().nonnegative(),
  type: z.enum(TITLE_TYPES),
  name: z.string(),
  images: z.array(titleImageSchema),
  titleRating: z.enum(TITLE_RATINGS),
  description: z.object({ medium: z.string() }),
  locked: z.boolean(),
});

export type SearchResult = z.infer<typeof searchResultSchema>;

export const quickSearchSchema = z.object({ results: z.array(searchResultSchema) });

export const searchPageSchema = pageInfoSchema.extend({ results: z.array(searchResultSchema) });
