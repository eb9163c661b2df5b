

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

export const movieValues = MOVIE_RATINGS.map((rating) => rating.value) as [MovieRating, ...MovieRating[]];

export const tvValues = TV_RATINGS.map((rating) => rating.value) as [TvRating, ...TvRating[]];

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

export const movieRatingLabel = (value: MovieRating) => MOVIE_RATINGS.find((rating) => rating.value === value)?.label ?? value;

export const tvRatingLabel = (value: TvRating) => TV_RATINGS.find((rating) => rating.value === value)?.label ?? value;

/** Whether a profile's limits restrict anything at all (then catalogue answers are per profile). */
export function restrictsAnything(limits: { movie: MovieRating; tv: TvRating }): boolean {
  return limits.movie !== DEFAULT_MOVIE_RATING || limits.tv !== DEFAULT_TV_RATING;
}
