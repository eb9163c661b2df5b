import { ACCOUNT_LABELS, APP_LABELS, PPV_READINESS_LABELS, SERVICE_STATUS_LABELS, SETTINGS_MIGRATION_LABELS, SETTINGS_PROFILE_LABELS, type AppVariant, type VisitorState } from '@stat/contracts';

/**
 * The route table of shell spec section 2 with the access rules of sections 2 and 6, written out
 * as outcomes: for each path, what a visitor in a given state, variant and device ends up on.
 * Pages are named by the titles the web app gives them (document title "<title> | STAT").
 * The one oracle of the route matrix: route-matrix.test.ts checks every row against the app's
 * navigation decision, and the e2e route journeys check one row per outcome kind in a browser.
 */
/** Every visitor state of shell spec section 6, the matrix's second dimension. */
export const VISITOR_STATES: readonly VisitorState[] = ['signedOut', 'unauthorized', 'authorized'];

export interface Visit {
  variant: AppVariant;
  state: VisitorState;
  mobile: boolean;
}

export type Outcome =
  /** The route page with this title at `path` (the requested pathname when left out). */
  | { page: string; path?: string }
  /** The provider picker ('Sign In') is shown. */
  | { picker: true; path?: string }
  /** The global player opened over the app, showing this heading (desktop play routes). */
  | { player: string };

export const HEADINGS = {
  home: 'Home',
  activate: 'Activate a Device',
  handleLogin: 'Signing In',
  settings: 'Settings',
  freeFullEpisodes: 'Free Full Episodes',
  about: 'About',
  msoLogin: 'Sign In',
  formControls: 'Form Controls',
  play: 'Player',
  playLive: 'Live Player',
  movies: 'Movies',
  movieDetail: 'Movie',
  fightDetail: 'Fight',
  episodeDetail: 'Episode',
  allSeries: 'Series',
  currentSeries: 'Current Series',
  seriesDetail: 'Series',
  category: 'Category',
  curatedLists: 'Collections',
  curatedListDetail: 'Collection',
  search: 'Search',
  liveTV: 'Live TV Schedule',
  tou: 'Terms of Use',
  gift: 'Gift Terms',
  notFound: 'Page not found',
  continuePurchase: 'Continue Your Purchase',
  frontDoor: 'Welcome',
  createAccount: ACCOUNT_LABELS.createAccount.title,
  forgotPassword: ACCOUNT_LABELS.forgotPassword.title,
  resetPassword: ACCOUNT_LABELS.resetPassword.title,
  confirmEmail: SETTINGS_PROFILE_LABELS.profile.confirmEmail.title,
  ppvTestYourSetup: PPV_READINESS_LABELS.title,
  status: SERVICE_STATUS_LABELS.pageTitle,
  migrate: SETTINGS_MIGRATION_LABELS.title,
} as const;

const page = (heading: string, path?: string): Outcome => (path ? { page: heading, path } : { page: heading });
export const NOT_FOUND: Outcome = page(HEADINGS.notFound, '/404');

/** Home; a signed-out visitor of the direct variant lands on frontDoor instead. */
export function home(v: Visit): Outcome {
  if (v.variant === 'ott' && v.state === 'signedOut') return page(HEADINGS.frontDoor, '/welcome');
  return page(HEADINGS.home, '/');
}

/**
 * Play and content routes. Provider variant: every visitor, but not on mobile (-> home).
 * Direct variant: authorized only; a signed-in but unauthorized user goes to continuePurchase
 * (the paywall is closed by flag), a signed-out one to the sign-in landing (frontDoor).
 */
function content(heading: string, playerHeading?: string) {
  // On non-mobile devices a play route opens the global player instead of a page.
  const allowed = (v: Visit): Outcome => (playerHeading && !v.mobile ? { player: playerHeading } : page(heading));
  return (v: Visit): Outcome => {
    if (v.variant === 'stat') return v.mobile ? home(v) : allowed(v);
    if (v.state === 'authorized') return allowed(v);
    if (v.state === 'unauthorized') return page(HEADINGS.continuePurchase, '/continuePurchase');
    return home(v);
  };
}

const anyone = (heading: string) => () => page(heading);
const providerOnly = (rule: (v: Visit) => Outcome) => (v: Visit) => (v.variant === 'stat' ? rule(v) : NOT_FOUND);

const directOnly = (rule: (v: Visit) => Outcome) => (v: Visit) => (v.variant === 'ott' ? rule(v) : NOT_FOUND);
/** The direct variant's signed-out pages (the front door, Create Account, Forgot Password): signed in, home. */
const signedOutOnly = (heading: string) => (v: Visit) => (v.state === 'signedOut' ? page(heading) : home(v));

function activate(v: Visit): Outcome {
  return v.state === 'authorized' ? page(HEADINGS.settings, '/settings') : page(HEADINGS.activate, '/activate');
}

/**
 * Settings needs a signed-in user. Signed out, the provider variant shows the provider picker
 * (the settings section's outcome); the direct variant has no providers, so it signs in at
 * its front door (docs/decisions.md).
 */
function settings(v: Visit): Outcome {
  if (v.state !== 'signedOut') return page(HEADINGS.settings);
  return v.variant === 'stat' ? { picker: true } : home(v);
}

export interface RouteCase {
  path: string;
  outcome: (v: Visit) => Outcome;
  /** Whether the outcome can differ on mobile (those cases also run in the mobile projects). */
  mobileRule?: boolean;
}

export const ROUTE_CASES: RouteCase[] = [
  { path: '/', outcome: home },
  {
    path: '/login',
    outcome: providerOnly((v) => (v.state === 'signedOut' ? { picker: true } : home(v))),
    mobileRule: true,
  },
  { path: '/activate', outcome: activate },
  { path: '/settings', outcome: settings },
  { path: '/settings/activate', outcome: providerOnly(activate) },
  // Signed in on stat: the page; signed out: the picker, as Settings.
  { path: '/migrate', outcome: providerOnly((v) => (v.state === 'signedOut' ? { picker: true } : page(HEADINGS.migrate))) },
  { path: '/home', outcome: providerOnly(home) },
  {
    path: '/freeepisodes',
    outcome: providerOnly((v) => (v.state === 'signedOut' && !v.mobile ? page(HEADINGS.freeFullEpisodes) : home(v))),
    mobileRule: true,
  },
  { path: '/about', outcome: anyone(HEADINGS.about) },
  { path: '/forms', outcome: anyone(HEADINGS.formControls) },
  { path: '/play/123', outcome: content(HEADINGS.play, APP_LABELS.player.titleHeading(123)), mobileRule: true },
  {
    path: '/play/shoeast',
    outcome: content(HEADINGS.playLive, APP_LABELS.player.channelHeading('shoeast')),
    mobileRule: true,
  },
  { path: '/play/showest', outcome: content(HEADINGS.playLive, APP_LABELS.player.channelHeading('showest')) },
  // The pay-per-view channel: a buyer is let through as on the other channels (stat: any desktop
  // visitor, the channel's start-play checks the purchase; ott: subscribers, as every ott buyer is).
  { path: '/play/ppv', outcome: content(HEADINGS.playLive, APP_LABELS.player.channelHeading('ppv')) },
  { path: '/movies', outcome: content(HEADINGS.movies), mobileRule: true },
  { path: '/movies/12', outcome: content(HEADINGS.movies) },
  { path: '/movie/1', outcome: content(HEADINGS.movieDetail), mobileRule: true },
  { path: '/fight/2', outcome: content(HEADINGS.fightDetail) },
  { path: '/episode/3', outcome: content(HEADINGS.episodeDetail) },
  { path: '/series/all', outcome: content(HEADINGS.allSeries), mobileRule: true },
  { path: '/series', outcome: content(HEADINGS.allSeries) },
  { path: '/series/current', outcome: content(HEADINGS.currentSeries) },
  { path: '/series/5', outcome: content(HEADINGS.seriesDetail) },
  { path: '/series/5/episodes', outcome: content(HEADINGS.seriesDetail) },
  { path: '/category/407/sports', outcome: content(HEADINGS.category) },
  { path: '/category/407/sports/boxing', outcome: content(HEADINGS.category) },
  { path: '/collection/allcollections', outcome: content(HEADINGS.curatedLists) },
  { path: '/collection/9', outcome: content(HEADINGS.curatedListDetail) },
  { path: '/search/drama', outcome: content(HEADINGS.search), mobileRule: true },
  { path: '/schedule', outcome: content(HEADINGS.liveTV), mobileRule: true },
  { path: '/schedule/showest', outcome: content(HEADINGS.liveTV) },
  { path: '/termsAndConditions', outcome: anyone(HEADINGS.tou) },
  { path: '/termsAndConditions/privacy-rights', outcome: anyone(HEADINGS.tou) },
  { path: '/tou', outcome: anyone(HEADINGS.tou) },
  { path: '/ppv/test-your-setup', outcome: anyone(HEADINGS.ppvTestYourSetup) },
  { path: '/status', outcome: anyone(HEADINGS.status) },
  { path: '/giftterms', outcome: anyone(HEADINGS.gift) },
  { path: '/giftterms/section-2', outcome: anyone(HEADINGS.gift) },
  { path: '/404', outcome: () => NOT_FOUND },
  { path: '/welcome', outcome: directOnly(signedOutOnly(HEADINGS.frontDoor)) },
  { path: '/signup', outcome: directOnly(signedOutOnly(HEADINGS.createAccount)) },
  { path: '/forgot-password', outcome: directOnly(signedOutOnly(HEADINGS.forgotPassword)) },
  // The reset link works for anyone who holds it, signed in or not.
  { path: '/reset-password', outcome: directOnly(anyone(HEADINGS.resetPassword)) },
  { path: '/confirm-email', outcome: directOnly(anyone(HEADINGS.confirmEmail)) },
];

/** Legacy addresses (shell spec section 2) and where they lead, as content routes. */
export const LEGACY_REDIRECTS: { from: string; to: string; heading: string; player?: boolean }[] = [
  { from: '/series/allseries', to: '/series/all', heading: HEADINGS.allSeries },
  { from: '/movies/allmovies', to: '/movies', heading: HEADINGS.movies },
  { from: '/sports/allsports', to: '/category/407/sports', heading: HEADINGS.category },
  { from: '/comedy/allcomedy', to: '/category/743/comedy', heading: HEADINGS.category },
  { from: '/documentaries/alldocumentaries', to: '/category/103/documentaries', heading: HEADINGS.category },
  { from: '/afterhours/allafterhours', to: '/category/435/after-hours', heading: HEADINGS.category },
  { from: '/play/live/shoeast', to: '/play/shoeast', heading: APP_LABELS.player.channelHeading('shoeast'), player: true },
  { from: '/play/live/showest', to: '/play/showest', heading: APP_LABELS.player.channelHeading('showest'), player: true },
];

/** Paths whose numeric params are not numbers, and paths that match nothing: all go to /404. */
export const NOT_FOUND_PATHS = [
  '/no-such-page',
  '/movies/abc',
  '/movie/abc',
  '/fight/1x',
  '/episode/-3',
  '/series/abc',
  '/collection/abc',
  '/category/abc/sports',
  '/play/abc',
  '/about/extra/segments',
];
