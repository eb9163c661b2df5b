import {
  canSetParentalControls,
  DEFAULT_MOVIE_RATING,
  DEFAULT_TV_RATING,
  movieRatingLabel,
  setsSubAccountDefaults,
  tvRatingLabel,
  type ProviderData,
  type User,
  type ViewerRestrictions,
} from '@stat/contracts';
import type { StoredRestrictions } from './parental-controls-repository.ts';

type Profile = Pick<User, 'tveUserId' | 'accountType'>;
type ProviderRules = Pick<ProviderData, 'accountType' | 'parentalControls'>;

export interface RestrictionsInput {
  profile: Profile;
  /** The profile's provider; null when it has none we know (then nothing may be edited). */
  provider: ProviderRules | null;
  /** The profile's own saved restrictions. */
  own: StoredRestrictions | null;
  /** The saved restrictions of the primary account of the profile's household, if any. */
  householdPrimary: StoredRestrictions | null;
}

/**
 * The limits that hold for a profile (shell spec sections 3 and 6): its own saved ones; else,
 * for a sub account under a primarySub provider, its household primary's defaults; else none
 * (MOVIE_NR, TV_NR). Pure, so the catalogue and the licence server can enforce the same rule.
 */
export function effectiveRestrictions({ profile, provider, own, householdPrimary }: RestrictionsInput): ViewerRestrictions {
  const inherited =
    profile.accountType === 'sub' && provider !== null && setsSubAccountDefaults(provider) && householdPrimary !== null
      ? { movie: householdPrimary.defaultMovie, tv: householdPrimary.defaultTv }
      : null;
  const movie = own?.movie ?? inherited?.movie ?? DEFAULT_MOVIE_RATING;
  const tv = own?.tv ?? inherited?.tv ?? DEFAULT_TV_RATING;
  return {
    tveUserId: profile.tveUserId,
    accountType: profile.accountType,
    movie,
    tv,
    defaultMovie: own?.defaultMovie ?? DEFAULT_MOVIE_RATING,
    defaultTv: own?.defaultTv ?? DEFAULT_TV_RATING,
    display: { movie: movieRatingLabel(movie), tv: tvRatingLabel(tv) },
    canEdit: provider !== null && canSetParentalControls({ user: profile, provider }),
  };
}

/** A household's primary account: the earliest created, should a provider ever report two. */
export function householdPrimaryOf(members: readonly User[]): User | undefined {
  return members.filter((member) => member.accountType === 'primary').sort((a, b) => a.createdOn - b.createdOn)[0];
}
