import { DEFAULT_MOVIE_RATING, DEFAULT_TV_RATING } from '@stat/contracts';
import type { MovieRating, ParentalControlsPayload, TvRating, User } from '@stat/contracts';

/** What the form holds: the account's own limits and, under primarySub providers, the sub-account defaults. */
export interface RestrictionValues {
  movie: MovieRating;
  tv: TvRating;
  defaultMovie: MovieRating;
  defaultTv: TvRating;
}

/** The form starts unrestricted (shell spec section 9: default ratings MOVIE_NR and TV_NR). */
export const INITIAL_RESTRICTIONS: RestrictionValues = {
  movie: DEFAULT_MOVIE_RATING,
  tv: DEFAULT_TV_RATING,
  defaultMovie: DEFAULT_MOVIE_RATING,
  defaultTv: DEFAULT_TV_RATING,
};

/**
 * PUT user/pc's payload. The sub-account defaults are sent as chosen only where the form shows
 * them (`withDefaults`: primarySub providers, setsSubAccountDefaults); elsewhere they are the
 * unrestricted defaults.
 */
export function restrictionsPayload(values: RestrictionValues, user: Pick<User, 'accountType'>, withDefaults: boolean): ParentalControlsPayload {
  return {
    movie: values.movie,
    tv: values.tv,
    defaultMovie: withDefaults ? values.defaultMovie : DEFAULT_MOVIE_RATING,
    defaultTv: withDefaults ? values.defaultTv : DEFAULT_TV_RATING,
    typeOfAccount: user.accountType,
  };
}
