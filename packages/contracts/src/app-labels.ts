import { LABELS } from './labels.ts';

/**
 * User-facing texts of the web app core: provider picker, pages and start-up. The picker's
 * title, action and placeholder are the spec's own; the rest is our wording (docs/decisions.md).
 */
export const APP_LABELS = {
  brandName: 'STAT',
  picker: {
    title: LABELS.signIn,
    close: 'Close sign in',
    seeAll: 'See All Providers',
    searchPlaceholder: 'Search All Providers',
    searchLabel: 'Search providers',
    featured: 'Featured Providers',
    allProviders: 'All Providers',
    backToFeatured: 'Back to featured providers',
    noMatch: 'No provider matches your search.',
    signInWith: (provider: string) => `Sign in with ${provider}`,
  },
  helpCenterLink: 'Visit the Help Center',
  backHome: 'Back to home',
  player: {
    close: 'Close player',
    titleHeading: (id: string | number) => `Title ${id}`,
    channelHeading: (channel: string) => `Live channel ${channel}`,
  },
} as const;

/** Used when the dictionary (and its help-center link) could not be loaded. */
export const FALLBACK_HELP_CENTER_URL = 'https://help.stat.example/hc';
