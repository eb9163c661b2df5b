import { z } from 'zod';
import { ACCOUNT_TYPES } from './user.ts';
import { MOVIE_RATINGS, TV_RATINGS, type MovieRating, type TvRating, movieValues, tvValues, DEFAULT_MOVIE_RATING, DEFAULT_TV_RATING, isRatingAllowed } from './parental-controls.ts';

/**
 * The schemas of parental-controls.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const movieRatingSchema = z.enum(movieValues);

export const tvRatingSchema = z.enum(tvValues);

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
