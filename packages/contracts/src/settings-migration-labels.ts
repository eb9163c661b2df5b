import { SETTINGS_ROUTE_TITLES } from './settings-shell.ts';

/**
 * The words of the migration page (issue 26, section 6): moving a TV-provider viewer's My List,
 * resume points and restrictions to a direct (ott) account. Ours, not the spec's.
 */
export const SETTINGS_MIGRATION_LABELS = {
  title: SETTINGS_ROUTE_TITLES.migrate,
  lead: 'Take what you have in STAT to a STAT Direct account: nothing moves until you say so, and nothing leaves this account.',
  settingsLead: 'See what your My List, resume points and restrictions would bring to a STAT Direct account, and move them when you are ready.',
  open: 'See What Moves',
  carriesOver: 'What carries over',
  myList: 'My List',
  resumePoints: 'Resume points',
  restrictions: 'Viewing restrictions',
  count: (count: number) => (count === 1 ? '1 title' : `${count} titles`),
  nothingYet: 'Nothing yet',
  noRestrictions: 'None set',
  movieLimit: (label: string) => `Movies up to ${label}`,
  tvLimit: (label: string) => `TV up to ${label}`,
  form: {
    heading: 'Your STAT Direct account',
    action: 'Account',
    create: 'Create a new STAT Direct account',
    link: 'I already have a STAT Direct account',
    email: 'Email',
    password: 'Password',
    birthDate: 'Date of Birth',
    submitCreate: 'Create Account and Move',
    submitLink: 'Link Account and Move',
  },
  done: (email: string) => `Done: your My List, resume points and restrictions are in your STAT Direct account. Sign in there with ${email}.`,
  alreadyMigrated: (email: string) => `You moved to STAT Direct as ${email}. Anything added since can be moved again below.`,
} as const;
