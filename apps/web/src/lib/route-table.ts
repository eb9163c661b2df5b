import {
  ACCOUNT_PAGE_TITLES,
  ACCOUNT_PATHS,
  CATEGORY_IDS,
  CHANNEL_IDS,
  CONFIRM_EMAIL_PATH,
  LABELS,
  PPV_READINESS_TITLE,
  SETTINGS_PATH,
  SERVICE_STATUS_LABELS,
  SETTINGS_ROUTE_TITLES,
  NEWSLETTER_IDS,
  PAYWALL_QUERY_KEYS,
  PAYWALL_QUERY_MAX_LENGTH,
  SUBSCRIBE_QUERY,
} from '@stat/contracts';
import type { AppVariant, CategoryId, CollectionId, HelpUrls, MsoId, RouteName, SeriesId, TitleId } from '@stat/contracts';
import { fields, id, lenient, oneOf, optional, text, wholeNumber, type ValuesParser } from './route-params.ts';

/** Who may open a route; a missing flag means allowed (shell spec section 2). */
export interface RouteAccess {
  unauthenticated?: boolean;
  /** Signed in but not yet authorized (has a tveUserId, not registered). */
  authenticated?: boolean;
  authorized?: boolean;
  mobile?: boolean;
  desktop?: boolean;
}

/** Parses a route's path params (strings from the URL); null means the path is not this route. */
type ParamsParser = ValuesParser<Record<string, unknown>>;
/** Parses a route's query; a bad value is left out (a query never causes /404). */
type QueryParser = ValuesParser<Record<string, unknown>>;

export interface RouteDef {
  name: RouteName;
  /** React Router pattern; the first entry of a name is the one `href` builds. */
  path: string;
  /** Page heading and document title. */
  title: string;
  params?: ParamsParser;
  query?: QueryParser;
  /** Left out means both variants. */
  variants?: readonly AppVariant[];
  access?: Partial<Record<AppVariant, RouteAccess>>;
  /** Sections with their own failure outcome: ppv -> the ppv page, settings -> the provider picker. */
  section?: 'ppv' | 'settings';
  /** Where this route sends a visitor its rules refuse (before the generic outcomes). */
  authnFailureRoute?: RouteName;
  /** Behind the direct variant's paywall: unauthorized users may be sent to continuePurchase. */
  paywalled?: boolean;
  preventScroll?: boolean;
  hideFooter?: boolean;
  suppressTrialDisclaimer?: boolean;
  /** Opening the route opens the provider picker over the page (/login). */
  opensPicker?: boolean;
}

const segment = text();
const channel = oneOf(CHANNEL_IDS);

// Parsers shared by the entries of one name (and its aliases), so each name has one params type.
const SUB_SECTION = fields({ subSection: optional(segment) });
// The spec's route passes the query `season` on as `seasonParam`.
const SERIES_SEASON = (raw: Readonly<Record<string, string | undefined>>) => ({ seasonParam: lenient(wholeNumber)(raw.season) });

/** Where the identity provider sends the browser back: the page to return to, or its error code. */
const HANDLE_LOGIN = fields({ returnpage: lenient(text()), error: lenient(text()) });

/** Settings reached from an e-mail's one-click subscribe: the newsletter to subscribe to. */
const SETTINGS_QUERY = fields({ [SUBSCRIBE_QUERY]: lenient(oneOf(NEWSLETTER_IDS)) });

/** The paywall's campaign, flow and partner (GET paywall's query); an over-long value is left out. */
const paywallValue = lenient(text(PAYWALL_QUERY_MAX_LENGTH));
const PAYWALL_QUERY = fields(Object.fromEntries(PAYWALL_QUERY_KEYS.map((key) => [key, paywallValue])) as Record<(typeof PAYWALL_QUERY_KEYS)[number], typeof paywallValue>);

/** The reset link's one-use token; a missing one is the page's "invalid link". */
const RESET_TOKEN = fields({ token: lenient(text(200)) });
const EMAIL_TOKEN = fields({ token: lenient(text(1000)) });

const SIGNED_OUT_ONLY: RouteAccess = { authenticated: false, authorized: false };
const SIGNED_IN_ONLY: RouteAccess = { unauthenticated: false };
const AUTHORIZED_ONLY: RouteAccess = { unauthenticated: false, authenticated: false };

/** Play and content routes: provider variant open to all but not on mobile; direct variant needs authorization. */
const CONTENT = {
  access: { stat: { mobile: false }, ott: AUTHORIZED_ONLY },
  paywalled: true,
} as const satisfies Partial<RouteDef>;

const TITLE = fields({ id: id<TitleId>() });

const PROVIDER_ONLY = ['stat'] as const;
const DIRECT_ONLY = ['ott'] as const;

const TABLE = [
  { name: 'home', path: '/', title: 'Home', access: { ott: { unauthenticated: false } }, authnFailureRoute: 'frontDoor' },
  {
    name: 'home',
    path: '/login',
    title: LABELS.signIn,
    variants: PROVIDER_ONLY,
    access: { stat: SIGNED_OUT_ONLY },
    opensPicker: true,
  },
  { name: 'activate', path: '/activate', title: LABELS.activateDevice, access: { stat: { authorized: false }, ott: { authorized: false } }, authnFailureRoute: 'settings' },
  { name: 'handleLogin', path: '/handleLogin', title: 'Signing In', query: HANDLE_LOGIN, hideFooter: true },
  { name: 'settings', path: SETTINGS_PATH, title: LABELS.settings, query: SETTINGS_QUERY, access: { stat: SIGNED_IN_ONLY, ott: SIGNED_IN_ONLY }, section: 'settings' },
  {
    name: 'freeFullEpisodes',
    path: '/freeepisodes',
    title: LABELS.footer.freeFullEpisodes,
    variants: PROVIDER_ONLY,
    access: { stat: { ...SIGNED_OUT_ONLY, mobile: false } },
  },
  { name: 'about', path: '/about', title: 'About' },
  {
    name: 'msoLogin',
    path: '/tvp/:msoId',
    title: LABELS.signIn,
    params: fields({ msoId: id<MsoId>() }),
    variants: PROVIDER_ONLY,
  },
  { name: 'formControls', path: '/forms', title: 'Form Controls' },
  { name: 'play', path: '/play/:titleId', title: 'Player', params: fields({ titleId: id<TitleId>() }), hideFooter: true, ...CONTENT },
  { name: 'playLive', path: '/play/:channel', title: 'Live Player', params: fields({ channel }), hideFooter: true, ...CONTENT },
  { name: 'movies', path: '/movies/:collectionId?', title: 'Movies', params: fields({ collectionId: optional(id<CollectionId>()) }), ...CONTENT },
  { name: 'movieDetail', path: '/movie/:id', title: 'Movie', params: TITLE, ...CONTENT },
  { name: 'fightDetail', path: '/fight/:id', title: 'Fight', params: TITLE, ...CONTENT },
  { name: 'episodeDetail', path: '/episode/:id', title: 'Episode', params: TITLE, ...CONTENT },
  { name: 'allSeries', path: '/series/all', title: 'Series', ...CONTENT },
  { name: 'allSeries', path: '/series', title: 'Series', ...CONTENT },
  { name: 'currentSeries', path: '/series/current', title: 'Current Series', ...CONTENT },
  {
    name: 'seriesDetail',
    path: '/series/:id/:tab?',
    title: 'Series',
    params: fields({ id: id<SeriesId>(), tab: optional(segment) }),
    query: SERIES_SEASON,
    ...CONTENT,
  },
  {
    name: 'category',
    path: '/category/:id/:categorySlug/:subCategorySlug?',
    title: 'Category',
    params: fields({ id: id<CategoryId>(), categorySlug: segment, subCategorySlug: optional(segment) }),
    ...CONTENT,
  },
  { name: 'curatedLists', path: '/collection/allcollections', title: 'Collections', ...CONTENT },
  {
    name: 'curatedListDetail',
    path: '/collection/:id',
    title: 'Collection',
    params: fields({ id: id<CollectionId>() }),
    ...CONTENT,
  },
  { name: 'search', path: '/search/:searchTerm', title: 'Search', params: fields({ searchTerm: segment }), ...CONTENT, preventScroll: true },
  {
    name: 'liveTV',
    path: '/schedule/:channel?',
    title: LABELS.footer.liveTvSchedule,
    params: fields({ channel: optional(channel) }),
    ...CONTENT,
  },
  { name: 'tou', path: '/termsAndConditions/:subSection?', title: 'Terms of Use', params: SUB_SECTION },
  { name: 'tou', path: '/tou', title: 'Terms of Use', params: SUB_SECTION },
  { name: 'gift', path: '/giftterms/:subSection?', title: 'Gift Terms', params: SUB_SECTION },
  { name: 'notFound', path: '/404', title: 'Page not found' },
  { name: 'ppv', path: '/ppv', title: 'Pay-Per-View', section: 'ppv' },
  // Open to every visitor: the check is for anyone about to buy or watch (issue 25, section 5).
  { name: 'ppvTestYourSetup', path: '/ppv/test-your-setup', title: PPV_READINESS_TITLE },
  // Open to every visitor on both variants: an outage concerns anyone, signed in or not (issue 29 section 4).
  { name: 'status', path: '/status', title: SERVICE_STATUS_LABELS.pageTitle },
  {
    name: 'continuePurchase',
    path: '/continuePurchase',
    title: 'Continue Your Purchase',
    query: PAYWALL_QUERY,
    variants: DIRECT_ONLY,
    access: { ott: { unauthenticated: false, authorized: false } },
    suppressTrialDisclaimer: true,
  },
  { name: 'giftRedemption', path: '/redeem', title: 'Redeem a Gift', variants: DIRECT_ONLY },
  { name: 'frontDoor', path: '/welcome', title: ACCOUNT_PAGE_TITLES.frontDoor, variants: DIRECT_ONLY, access: { ott: SIGNED_OUT_ONLY } },
  // The account pages sit where the server's sign-in page and reset e-mail link (ACCOUNT_PATHS).
  {
    name: 'createAccount',
    path: ACCOUNT_PATHS.createAccount,
    title: ACCOUNT_PAGE_TITLES.createAccount,
    variants: DIRECT_ONLY,
    access: { ott: SIGNED_OUT_ONLY },
  },
  {
    name: 'forgotPassword',
    path: ACCOUNT_PATHS.forgotPassword,
    title: ACCOUNT_PAGE_TITLES.forgotPassword,
    variants: DIRECT_ONLY,
    access: { ott: SIGNED_OUT_ONLY },
  },
  // Open to every visitor: the token is the credential, and a link opened in a browser that is
  // still signed in must not bounce home.
  { name: 'resetPassword', path: ACCOUNT_PATHS.resetPassword, title: ACCOUNT_PAGE_TITLES.resetPassword, query: RESET_TOKEN, variants: DIRECT_ONLY },
  // A signed-in TV-provider viewer's move to a direct account; signed out, the picker (as Settings).
  { name: 'migrate', path: '/migrate', title: SETTINGS_ROUTE_TITLES.migrate, variants: PROVIDER_ONLY, access: { stat: SIGNED_IN_ONLY }, section: 'settings' },
  // The e-mail change's link: open to every visitor for the same reason (its token names the account).
  { name: 'confirmEmail', path: CONFIRM_EMAIL_PATH, title: SETTINGS_ROUTE_TITLES.confirmEmail, query: EMAIL_TOKEN, variants: DIRECT_ONLY },
] as const satisfies readonly RouteDef[];

/** One entry of the table with its literal types: routes.ts derives each route's params type from it. */
export type RouteTableEntry = (typeof TABLE)[number];
/** The one route table (shell spec section 2), in matching order: static paths before params. */
export const ROUTE_TABLE: readonly RouteDef[] = TABLE;

/** A redirect inside the app: from a path to a named route. */
export interface InternalRedirect {
  from: string;
  to: RouteName;
  params?: Record<string, string | number>;
  variants?: readonly AppVariant[];
}

export const INTERNAL_REDIRECTS: readonly InternalRedirect[] = [
  { from: '/settings/activate', to: 'activate', variants: PROVIDER_ONLY },
  { from: '/home', to: 'home', variants: PROVIDER_ONLY },
  // Legacy addresses (shell spec section 2).
  { from: '/series/allseries', to: 'allSeries' },
  { from: '/movies/allmovies', to: 'movies' },
  { from: '/sports/allsports', to: 'category', params: { id: CATEGORY_IDS.sports, categorySlug: 'sports' } },
  { from: '/comedy/allcomedy', to: 'category', params: { id: CATEGORY_IDS.comedy, categorySlug: 'comedy' } },
  {
    from: '/documentaries/alldocumentaries',
    to: 'category',
    params: { id: CATEGORY_IDS.documentaries, categorySlug: 'documentaries' },
  },
  { from: '/afterhours/allafterhours', to: 'category', params: { id: CATEGORY_IDS.afterHours, categorySlug: 'after-hours' } },
  { from: '/play/live/shoeast', to: 'playLive', params: { channel: 'shoeast' } },
  { from: '/play/live/showest', to: 'playLive', params: { channel: 'showest' } },
];

/** Paths that leave the app for an address from the dictionary's help URLs. */
export interface ExternalRedirect {
  paths: readonly string[];
  target: keyof HelpUrls;
}

export const EXTERNAL_REDIRECTS: readonly ExternalRedirect[] = [
  { paths: ['/help', '/faq'], target: 'helpCenter' },
  { paths: ['/portal'], target: 'portal' },
  { paths: ['/oculus'], target: 'oculus' },
  {
    paths: ['/eula', '/privacy', '/privacy/california', '/videoServicesPolicy/:subSection?'],
    target: 'privacyPolicy',
  },
];

/**
 * First path segments the app never navigates to: they belong to the server (API, flags,
 * media, identity provider, built assets), so a client-side navigation there is cancelled
 * rather than rendered as the app's 404.
 */
export const BLOCKED_FIRST_SEGMENTS: readonly string[] = ['api', 'ofrep', 'media', 'oidc', 'assets'];
