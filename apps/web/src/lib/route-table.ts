import * as z from 'zod/mini';
import {
  ACCOUNT_PAGE_TITLES,
  ACCOUNT_PATHS,
  CATEGORY_IDS,
  CHANNEL_IDS,
  CONFIRM_EMAIL_PATH,
  LABELS,
  PPV_READINESS_TITLE,
  SETTINGS_PATH,
  SETTINGS_ROUTE_TITLES,
  NEWSLETTER_IDS,
  SUBSCRIBE_QUERY,
} from '@stat/contracts';
import type { AppVariant, HelpUrls, RouteName } from '@stat/contracts';

/** Who may open a route; a missing flag means allowed (shell spec section 2). */
export interface RouteAccess {
  unauthenticated?: boolean;
  /** Signed in but not yet authorized (has a tveUserId, not registered). */
  authenticated?: boolean;
  authorized?: boolean;
  mobile?: boolean;
  desktop?: boolean;
}

/** Parses a route's path params (strings from the URL); a failure means the path is not this route. */
type ParamsSchema = z.ZodMiniType<Record<string, unknown>, Record<string, string | undefined>>;
/** Parses a route's query; never fails, a bad value is left out (a query never causes /404). */
type QuerySchema = z.ZodMiniType<Record<string, unknown>, Record<string, string>>;

export interface RouteDef {
  name: RouteName;
  /** React Router pattern; the first entry of a name is the one `href` builds. */
  path: string;
  /** Page heading and document title. */
  title: string;
  params?: ParamsSchema;
  query?: QuerySchema;
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

// Zod Mini, not the contracts' zod: the table is read to hydrate every page, and Mini's functions
// bring only the parsers used here, where the full API would put all of zod in the first screen's
// code (docs/decisions.md, "Schemas load when a call needs them").
const digits = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));
/**
 * A numeric path segment parsed once into its branded id (the brand is the contracts' own, as
 * `TitleId` in ids.ts); anything but digits is not the route.
 */
const idParam = <Brand extends string>() => z.pipe(digits, z.int().check(z.nonnegative())).brand<Brand>();
const segment = z.string().check(z.minLength(1));
const channel = z.enum(CHANNEL_IDS);
/** A query value that is left out when it is absent or does not fit (a query never causes /404). */
const optionalQuery = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

// Schemas shared by the entries of one name (and its aliases), so each name has one params type.
const SUB_SECTION = z.object({ subSection: z.optional(segment) });
const SERIES_SEASON = z.pipe(
  z.object({ season: optionalQuery(digits) }),
  // The spec's route passes the query `season` on as `seasonParam`.
  z.transform(({ season }) => ({ seasonParam: season })),
);

/** Where the identity provider sends the browser back: the page to return to, or its error code. */
const HANDLE_LOGIN = z.object({
  returnpage: optionalQuery(z.string()),
  error: optionalQuery(z.string()),
});

/** Settings reached from an e-mail's one-click subscribe: the newsletter to subscribe to. */
const SETTINGS_QUERY = z.object({ [SUBSCRIBE_QUERY]: optionalQuery(z.enum(NEWSLETTER_IDS)) });

/** The reset link's one-use token; a missing one is the page's "invalid link". */
const RESET_TOKEN = z.object({ token: optionalQuery(z.string().check(z.minLength(1), z.maxLength(200))) });
const EMAIL_TOKEN = z.object({ token: optionalQuery(z.string().check(z.minLength(1), z.maxLength(1000))) });

const SIGNED_OUT_ONLY: RouteAccess = { authenticated: false, authorized: false };
const SIGNED_IN_ONLY: RouteAccess = { unauthenticated: false };
const AUTHORIZED_ONLY: RouteAccess = { unauthenticated: false, authenticated: false };

/** Play and content routes: provider variant open to all but not on mobile; direct variant needs authorization. */
const CONTENT = {
  access: { stat: { mobile: false }, ott: AUTHORIZED_ONLY },
  paywalled: true,
} as const satisfies Partial<RouteDef>;

const TITLE = z.object({ id: idParam<'TitleId'>() });

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
    params: z.object({ msoId: idParam<'MsoId'>() }),
    variants: PROVIDER_ONLY,
  },
  { name: 'formControls', path: '/forms', title: 'Form Controls' },
  { name: 'play', path: '/play/:titleId', title: 'Player', params: z.object({ titleId: idParam<'TitleId'>() }), hideFooter: true, ...CONTENT },
  { name: 'playLive', path: '/play/:channel', title: 'Live Player', params: z.object({ channel }), hideFooter: true, ...CONTENT },
  { name: 'movies', path: '/movies/:collectionId?', title: 'Movies', params: z.object({ collectionId: z.optional(idParam<'CollectionId'>()) }), ...CONTENT },
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
    params: z.object({ id: idParam<'SeriesId'>(), tab: z.optional(segment) }),
    query: SERIES_SEASON,
    ...CONTENT,
  },
  {
    name: 'category',
    path: '/category/:id/:categorySlug/:subCategorySlug?',
    title: 'Category',
    params: z.object({ id: idParam<'CategoryId'>(), categorySlug: segment, subCategorySlug: z.optional(segment) }),
    ...CONTENT,
  },
  { name: 'curatedLists', path: '/collection/allcollections', title: 'Collections', ...CONTENT },
  {
    name: 'curatedListDetail',
    path: '/collection/:id',
    title: 'Collection',
    params: z.object({ id: idParam<'CollectionId'>() }),
    ...CONTENT,
  },
  { name: 'search', path: '/search/:searchTerm', title: 'Search', params: z.object({ searchTerm: segment }), ...CONTENT, preventScroll: true },
  {
    name: 'liveTV',
    path: '/schedule/:channel?',
    title: LABELS.footer.liveTvSchedule,
    params: z.object({ channel: z.optional(channel) }),
    ...CONTENT,
  },
  { name: 'tou', path: '/termsAndConditions/:subSection?', title: 'Terms of Use', params: SUB_SECTION },
  { name: 'tou', path: '/tou', title: 'Terms of Use', params: SUB_SECTION },
  { name: 'gift', path: '/giftterms/:subSection?', title: 'Gift Terms', params: SUB_SECTION },
  { name: 'notFound', path: '/404', title: 'Page not found' },
  { name: 'ppv', path: '/ppv', title: 'Pay-Per-View', section: 'ppv' },
  // Open to every visitor: the check is for anyone about to buy or watch (issue 25, section 5).
  { name: 'ppvTestYourSetup', path: '/ppv/test-your-setup', title: PPV_READINESS_TITLE },
  {
    name: 'continuePurchase',
    path: '/continuePurchase',
    title: 'Continue Your Purchase',
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
