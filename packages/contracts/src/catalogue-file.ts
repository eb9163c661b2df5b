import { z } from 'zod';
import { COLLECTION_KINDS, HOME_MODULE_TYPES, IMAGE_TYPES, SERIES_STATUSES, SUBMENU_TYPES, TITLE_FLAGS, TITLE_RATINGS, type ImageType } from './catalogue.ts';
import { creditSchema } from './catalogue-schemas.ts';
import { SPOILER_FIELDS } from './spoilers.ts';

/**
 * The catalogue file an operator imports (`npm run catalogue:import -- file.json`) and the seed
 * catalogue is written in. Ids are the operator's own and stay stable across imports; images
 * are not in the file (our renderer makes them from the titles).
 */

const id = z.number().int().positive();
const text = z.string().trim().min(1);
const descriptionSchema = z.object({ short: text, medium: text, long: text });
/** The fields of this title or episode that spoil (spoilers.ts); each at most once. */
const spoilersSchema = z
  .array(z.enum(SPOILER_FIELDS))
  .default([])
  .refine((fields) => new Set(fields).size === fields.length, { message: 'each spoiler field at most once' });

const episodeRecordSchema = z.object({
  id,
  episodeNum: z.number().int().positive(),
  name: text,
  /** Seconds. */
  duration: z.number().int().positive(),
  description: descriptionSchema,
  rating: z.enum(TITLE_RATINGS).optional(),
  advisories: z.array(text).default([]),
  flags: z.array(z.enum(TITLE_FLAGS)).default([]),
  releaseYear: z.number().int().min(1900).max(2100),
  credits: z.array(creditSchema).default([]),
  spoilers: spoilersSchema,
  /** Epoch ms after which the episode leaves the service. */
  expirationDate: z.number().int().optional(),
});

export const seriesRecordSchema = z.object({
  id,
  name: text,
  sortName: text.optional(),
  description: descriptionSchema,
  genre: text,
  status: z.enum(SERIES_STATUSES),
  rating: z.enum(TITLE_RATINGS),
  erotic: z.boolean().default(false),
  tuneIn: text.nullable().default(null),
  releaseYear: z.number().int().min(1900).max(2100),
  credits: z.array(creditSchema).default([]),
  hashtag: text.nullable().default(null),
  seasons: z
    .array(z.object({ seasonNum: z.number().int().positive(), episodes: z.array(episodeRecordSchema).min(1) }))
    .min(1),
});
export type SeriesRecord = z.infer<typeof seriesRecordSchema>;

/** Movies, fights, trailers and clips: everything that is not an episode. */
export const titleRecordSchema = z.object({
  id,
  type: z.enum(['movie', 'fight', 'trailer', 'clip']),
  name: text,
  sortName: text.optional(),
  duration: z.number().int().positive(),
  description: descriptionSchema,
  genre: text,
  rating: z.enum(TITLE_RATINGS),
  advisories: z.array(text).default([]),
  flags: z.array(z.enum(TITLE_FLAGS)).default([]),
  releaseYear: z.number().int().min(1900).max(2100),
  credits: z.array(creditSchema).default([]),
  shortFormContent: z.boolean().default(false),
  hashtag: text.nullable().default(null),
  spoilers: spoilersSchema,
  expirationDate: z.number().int().optional(),
});
export type TitleRecord = z.infer<typeof titleRecordSchema>;

const itemRefSchema = z.object({ type: z.enum(['title', 'series']), id });

export const collectionRecordSchema = z.object({
  id,
  name: text,
  kind: z.enum(COLLECTION_KINDS),
  description: z.string().default(''),
  items: z.array(itemRefSchema),
});

/** A menu category and its sub-items; the fixed ids (sports 407 ...) are categories here. */
export const categoryRecordSchema = z.object({
  id,
  name: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Position in the menu; categories without one are reachable but not in the menu. */
  menuPosition: z.number().int().nonnegative().nullable().default(null),
  menuType: z.enum(['series', 'movies', 'category']).default('category'),
  items: z.array(
    z.object({
      id,
      name: text,
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      type: z.enum(SUBMENU_TYPES),
      /** The collection a CATEGORY or ALLCATEGORY item lists. */
      collectionId: id.nullable().default(null),
    }),
  ),
});

const imageTypeSchema = z.enum(Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]]);

export const homeModuleRecordSchema = z.object({
  id,
  type: z.enum(HOME_MODULE_TYPES),
  title: text,
  imageType: imageTypeSchema,
  collectionId: id,
});

/**
 * The live schedule as a weekly loop for the east feed (the west feed is the same, 3 hours
 * later): programs by minute of the week, so the schedule is always current.
 */
export const scheduleRecordSchema = z.object({
  programs: z.array(z.object({ minuteOfWeek: z.number().int().min(0).max(7 * 24 * 60 - 1), titleId: id })).min(1),
});

export const catalogueFileSchema = z.object({
  series: z.array(seriesRecordSchema),
  titles: z.array(titleRecordSchema),
  collections: z.array(collectionRecordSchema),
  categories: z.array(categoryRecordSchema),
  modules: z.array(homeModuleRecordSchema),
  promoted: z.array(itemRefSchema),
  schedule: scheduleRecordSchema,
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>;
