import {
  canSetParentalControls,
  DEFAULT_MOVIE_RATING,
  DEFAULT_TV_RATING,
  movieRatingLabel,
  setsSubAccountDefaults,
  tvRatingLabel,
  type ProfileRestrictions,
  type ProviderData,
  type User,
  type ViewerRestrictions,
} from '@stat/contracts';
import type { StoredRestrictions } from './parental-controls-repository.ts';

type Profile = Pick<User, 'tveUserId' | 'accountType'>;
type NamedProfile = Profile & Pick<User, 'userName' | 'firstName' | 'lastName'>;
type ProviderRules = Pick<ProviderData, 'accountType' | 'parentalControls'>;

export interface RestrictionsInput {
  profile: Profile;
  /** The profile's provider; null when it has none we know (then nothing may be edited). */
  provider: ProviderRules | null;
  /** The profile's own saved restrictions. */
  own: StoredRestrictions | null;
  /** The saved restrictions of the primary account of the profile's household, if any. */
  householdPrimary: StoredRestrictions | null;
  /** Whether the profile is a direct (ott) account, which has no provider: its holder sets its limits. */
  directAccount?: boolean;
}

/**
 * Who may set a profile's own limits: the primary account of an eligible provider (shell spec
 * section 6) and, on ott, the holder of a direct account (issue 26; docs/decisions.md, Settings:
 * viewing restrictions). A sub account never may: its household's primary sets them.
 */
export function maySetRestrictions(profile: Pick<User, 'accountType'>, provider: ProviderRules | null, directAccount: boolean): boolean {
  if (profile.accountType !== 'primary') return false;
  if (directAccount) return true;
  return provider !== null && canSetParentalControls({ user: profile, provider });
}

/** The name Settings shows a profile by: its user name, else its first and last name. */
export function profileName(profile: Pick<User, 'userName' | 'firstName' | 'lastName'>): string | null {
  return profile.userName ?? ([profile.firstName, profile.lastName].filter(Boolean).join(' ') || null);
}

/**
 * The limits that hold for a profile (shell spec sections 3 and 6): its own saved ones; else,
 * for a sub account under a primarySub provider, its household primary's defaults; else none
 * (MOVIE_NR, TV_NR). Pure, so the catalogue and the licence server can enforce the same rule.
 */
export function effectiveRestrictions({ profile, provider, own, householdPrimary, directAccount = false }: RestrictionsInput): ViewerRestrictions {
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
    canEdit: maySetRestrictions(profile, provider, directAccount),
  };
}

/** A profile's restrictions as GET user/pc/all lists them: with its name. */
export function profileRestrictions(input: RestrictionsInput & { profile: NamedProfile }): ProfileRestrictions {
  return { ...effectiveRestrictions(input), name: profileName(input.profile) };
}

/** A household's primary account: the earliest created, should a provider ever report two. */
export function householdPrimaryOf(members: readonly User[]): User | undefined {
  return members.filter((member) => member.accountType === 'primary').sort((a, b) => a.createdOn - b.createdOn)[0];
}
