import { LABELS } from './labels.ts';

/**
 * Settings' viewing restrictions section (issue 26 section 3): every profile's movie and TV
 * limits, shown with the rating labels of streaming spec section 9.
 */
export const SETTINGS_RESTRICTIONS_LABELS = {
  heading: LABELS.viewingRestrictions,
  intro: 'Titles rated above a profile\u2019s limits are locked for that profile everywhere: on home, in search, on detail pages and in the player.',
  loading: 'Loading viewing restrictions',
  failed: 'We could not load the viewing restrictions. Please try again.',
  retry: 'Try Again',
  yourAccount: 'Your account',
  /** A sub profile with no name to show. */
  subProfile: (index: number) => `Sub-account profile ${index}`,
  primaryBadge: 'Primary',
  subBadge: 'Sub-account',
  movie: 'Movies up to',
  tv: 'TV shows up to',
  subDefaultsHeading: 'New sub-account profiles',
  subDefaultsIntro: 'The limits sub-account profiles in your household start with until you set their own.',
  defaultMovie: 'Movies up to (new sub accounts)',
  defaultTv: 'TV shows up to (new sub accounts)',
  save: 'Save',
  saved: (profile: string) => `Viewing restrictions saved for ${profile}.`,
  saveFailed: 'We could not save the viewing restrictions. Please try again.',
  /** A sub account sees its own limits and who may change them (shell spec section 6). */
  subCannotChange: 'Only the primary account of your household can change these restrictions, in Settings.',
  /** A profile under a provider that does not offer parental controls. */
  notOffered: 'Your TV provider does not offer viewing restrictions for this account.',
  noSubs: 'No sub-account profiles in your household yet.',
} as const;
