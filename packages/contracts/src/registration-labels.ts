import { LABELS } from './labels.ts';

/**
 * Texts of the sign-in dialogs: Complete Your Profile, the welcome dialog, the parental
 * controls prompt and form. 'Complete Your Profile', 'No Thanks', 'Ok', 'Enable Controls',
 * 'Not Now' and the under-18 notice are the spec's; the rest is our wording (docs/decisions.md).
 */
export const REGISTRATION_LABELS = {
  title: 'Complete Your Profile',
  intro: 'Tell us a little about yourself to finish signing in.',
  accountPart: 'Your account',
  personalPart: 'About you (optional)',
  requiredNote: 'Fields marked * are required.',
  formErrorHeading: 'Please check the form',
  submit: 'Continue',
  close: 'Cancel and sign out',
  dobHelp: 'Use the format mm/dd/yyyy.',
  lockedHelp: 'Personal details cannot be entered on this account.',
  genderPlaceholder: 'Gender',
  under18Continue: 'continue',
  welcomeTitle: 'Welcome to STAT',
  welcomeBody: 'Your profile is complete. Enjoy every series, movie and fight, and watch live on East and West.',
  welcomeStart: 'Start Watching',
} as const;

export const PARENTAL_CONTROLS_LABELS = {
  promptTitle: 'Set Up Parental Controls?',
  promptBody: 'Choose the movie and TV ratings your household can watch. You can change them at any time in Settings.',
  noThanks: 'No Thanks',
  ok: 'Ok',
  formTitle: LABELS.viewingRestrictions,
  formIntro: 'Titles rated above these limits will need your account to play.',
  movie: 'Movies up to',
  tv: 'TV shows up to',
  subDefaultsHeading: 'Sub-account profiles',
  subDefaultsIntro: 'The limits new sub-account profiles in your household start with.',
  defaultMovie: 'Movies up to (sub accounts)',
  defaultTv: 'TV shows up to (sub accounts)',
  enable: 'Enable Controls',
  notNow: 'Not Now',
} as const;
