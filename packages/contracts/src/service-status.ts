import type { ChannelId } from './playback-calls-schemas.ts';
import type { RouteName } from './routes.ts';

/** What an operator's incident affects (`npm run status -- --affects …`). */
export const STATUS_AFFECTS = ['ppv', 'live', 'sign-in', 'all'] as const;
export type StatusAffects = (typeof STATUS_AFFECTS)[number];

/** The incident's text is operator input, shown as plain text on every affected page: one line, this long at most. */
export const STATUS_INCIDENT_TEXT_MIN = 3;
export const STATUS_INCIDENT_TEXT_MAX = 280;

/** How far back GET status and the /status page list resolved incidents. */
export const STATUS_RECENT_DAYS = 30;
/** How many resolved incidents GET status lists at most (newest first). */
export const STATUS_RECENT_MAX = 50;
/** GET status is public and the same for everyone: cached this long (seconds) by browsers and CDNs. */
export const STATUS_CACHE_SECONDS = 5;
/** How often an open page asks GET status again (ms): with the cache, an incident reaches it within 35 s. */
export const STATUS_REFRESH_MS = 30_000;

/** Where a viewer is, as far as incidents go: the route, the channel a live player plays, and whether the page is a sign-in page by its entry (/login is home's entry that opens the picker). */
export interface StatusPage {
  route: RouteName | undefined;
  channel?: ChannelId | null;
  signIn?: boolean;
}

/** The app's own sign-in pages, both variants (ott's password page is the identity provider's, not the app's). */
const SIGN_IN_ROUTES: ReadonlySet<RouteName | undefined> = new Set<RouteName>([
  'msoLogin',
  'handleLogin',
  'frontDoor',
  'createAccount',
  'forgotPassword',
  'resetPassword',
]);
const PPV_ROUTES: ReadonlySet<RouteName | undefined> = new Set<RouteName>(['ppv', 'ppvTestYourSetup']);

/**
 * Which pages an incident marks (docs/decisions.md, "Service status"): ppv the pay-per-view pages
 * and its channel's player; live the schedule and the other channels' players; sign-in the sign-in
 * pages; all every page, players included.
 */
export function pageAffected(affects: StatusAffects, page: StatusPage): boolean {
  const livePlayer = page.route === 'playLive';
  switch (affects) {
    case 'all':
      return true;
    case 'ppv':
      return PPV_ROUTES.has(page.route) || (livePlayer && page.channel === 'ppv');
    case 'live':
      return page.route === 'liveTV' || (livePlayer && page.channel != null && page.channel !== 'ppv');
    case 'sign-in':
      return page.signIn === true || SIGN_IN_ROUTES.has(page.route);
  }
}

/** The incidents that mark this page, in the order given. */
export function incidentsAffecting<Incident extends { affects: StatusAffects }>(incidents: readonly Incident[], page: StatusPage): Incident[] {
  return incidents.filter((incident) => pageAffected(incident.affects, page));
}

/** Whether an incident reaches the pay-per-view incident window (and so its credit rules). */
export const affectsPpv = (affects: StatusAffects): boolean => affects === 'ppv' || affects === 'all';
