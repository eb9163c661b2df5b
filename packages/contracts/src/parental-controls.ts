import { z } from 'zod';
import { ACCOUNT_TYPES } from './user.ts';

/** Movie restriction levels (shell spec section 3), label first, most restrictive first. */
export const MOVIE_RATINGS = [
  { label: 'G', value: 'MOVIE_G' },
  { label: 'PG', value: 'MOVIE_PG' },
  { label: 'PG-13', value: 'MOVIE_PG_13' },
  { label: 'R', value: 'MOVIE_R' },
  { label: 'Unrestricted', value: 'MOVIE_NR' },
] as const;

/** TV restriction levels (shell spec section 3), most restrictive first. */
export const TV_RATINGS = [
  { label: 'TV-Y', value: 'TV_Y' },
  { label: 'TV-Y7', value: 'TV_Y7' },
  { label: 'TV-G', value: 'TV_G' },
  { label: 'TV-PG', value: 'TV_PG' },
  { label: 'TV-14', value: 'TV_14' },
  { label: 'TV-MA', value: 'TV_MA' },
  { label: 'Unrestricted', value: 'TV_NR' },
] as const;

export type MovieRating = (typeof MOVIE_RATINGS)[number]['value'];
export type TvRating = (typeof TV_RATINGS)[number]['value'];

const movieValues = MOVIE_RATINGS.map((rating) => rating.value) as [MovieRating, ...MovieRating[]];
const tvValues = TV_RATINGS.map((rating) => rating.value) as [TvRating, ...TvRating[]];
export const movieRatingSchema = z.enum(movieValues);
export const tvRatingSchema = z.enum(tvValues);

export const DEFAULT_MOVIE_RATING: MovieRating = 'MOVIE_NR';
export const DEFAULT_TV_RATING: TvRating = 'TV_NR';

/** The restriction selector's two kinds (shell spec section 5). */
export const RESTRICTION_TYPES = ['movie', 'tv'] as const;
export type RestrictionType = (typeof RESTRICTION_TYPES)[number];

/** Whether a rating is allowed under a limit: a level at or below the limit's position. */
export function isRatingAllowed<T extends string>(levels: readonly { value: T }[], limit: T, rating: T): boolean {
  const position = (value: T) => levels.findIndex((level) => level.value === value);
  return position(rating) <= position(limit);
}

/**
 * PUT user/pc: the parental controls payload (shell spec section 3). defaultMovie and defaultTv
 * are the limits a primarySub household's sub accounts get; typeOfAccount is the account type in
 * lower case.
 */
export const parentalControlsPayloadSchema = z
  .object({
    movie: movieRatingSchema,
    tv: tvRatingSchema,
    defaultMovie: movieRatingSchema.default(DEFAULT_MOVIE_RATING),
    defaultTv: tvRatingSchema.default(DEFAULT_TV_RATING),
    typeOfAccount: z.enum(ACCOUNT_TYPES),
  })
  .strict();
export type ParentalControlsPayload = z.input<typeof parentalControlsPayloadSchema>;

/** One profile's viewing restrictions: GET user/pc, and each entry of GET user/pc/all. */
export const viewerRestrictionsSchema = z.object({
  tveUserId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  movie: movieRatingSchema,
  tv: tvRatingSchema,
  defaultMovie: movieRatingSchema,
  defaultTv: tvRatingSchema,
  /** Labels to show ("PG-13", "TV-14", "Unrestricted"). */
  display: z.object({ movie: z.string(), tv: z.string() }),
  /** Whether this profile may change restrictions (shell spec section 6). */
  canEdit: z.boolean(),
});
export type ViewerRestrictions = z.infer<typeof viewerRestrictionsSchema>;

/** One profile of GET user/pc/all: its restrictions and the name Settings shows it by. */
export const profileRestrictionsSchema = viewerRestrictionsSchema.extend({
  /** The profile's user name, else its first and last name; null when it has neither. */
  name: z.string().nullable(),
});
export type ProfileRestrictions = z.infer<typeof profileRestrictionsSchema>;

/** GET user/pc/all: the primary account and its household's sub profiles. */
export const householdRestrictionsSchema = z.object({
  primary: profileRestrictionsSchema.nullable(),
  subs: z.array(profileRestrictionsSchema),
});
export type HouseholdRestrictions = z.infer<typeof householdRestrictionsSchema>;

export const movieRatingLabel = (value: MovieRating) => MOVIE_RATINGS.find((rating) => rating.value === value)?.label ?? value;
export const tvRatingLabel = (value: TvRating) => TV_RATINGS.find((rating) => rating.value === value)?.label ?? value;

/**
 * Whether a profile's limits allow a title or series of this rating: a movie rating against the
 * movie limit, a TV rating against the TV limit. NC-17 and NR (unrated) pass only an
 * Unrestricted limit: an unrated title is not known to be safe for a restricted profile.
 */
export function isContentRatingAllowed(rating: string, limits: { movie: MovieRating; tv: TvRating }): boolean {
  if (rating === 'NR') return limits.movie === DEFAULT_MOVIE_RATING && limits.tv === DEFAULT_TV_RATING;
  if (rating === 'MOVIE_NC_17') return limits.movie === DEFAULT_MOVIE_RATING;
  const movie = movieRatingSchema.safeParse(rating);
  if (movie.success) return isRatingAllowed(MOVIE_RATINGS, limits.movie, movie.data);
  const tv = tvRatingSchema.safeParse(rating);
  if (tv.success) return isRatingAllowed(TV_RATINGS, limits.tv, tv.data);
  return false;
}

/** Whether a profile's limits restrict anything at all (then catalogue answers are per profile). */
export function restrictsAnything(limits: { movie: MovieRating; tv: TvRating }): boolean {
  return limits.movie !== DEFAULT_MOVIE_RATING || limits.tv !== DEFAULT_TV_RATING;
}
