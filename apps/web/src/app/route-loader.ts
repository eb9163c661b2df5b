import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { FALLBACK_HELP_CENTER_URL, normalizeUserCode } from '@stat/contracts';
import type { Dictionary, RouteName, VisitorState } from '@stat/contracts';
import { getFlag } from '../lib/flags.ts';
import { saveIntendedRoute } from '../lib/intended-route.ts';
import type { ExternalRedirect, RouteDef } from '../lib/route-table.ts';
import { href, parseQuery, resolvePath, routeDef } from '../lib/routes.ts';
import type { ResolvedPageProps, RouteParams } from '../lib/routes.ts';
import { usePendingActivation } from '../features/activation/pending-activation.ts';
import { userQuery } from '../features/startup/api/get-user.ts';
import { dictionaryQuery } from '../features/startup/api/get-dictionary.ts';
import { VARIANT } from '../lib/variant.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { resolveNavigation } from './access/resolve-navigation.ts';
import type { Navigation } from './access/resolve-navigation.ts';
import { paywallVisitor } from './session/paywall-authorization.ts';
import { loadGlobalPlayerPage } from './player/warm-player.ts';
import { loadPage } from './route-pages.ts';

/** What every page route's loader hands to the page. */
export interface RouteData {
  name: RouteName;
  def: RouteDef;
  params: RouteParams;
  /** The query as the route's schema parsed it. */
  query: ResolvedPageProps['query'];
  /** The page component, already loaded: the page renders at once, without a Suspense flash. */
  Page: ComponentType<ResolvedPageProps>;
  /** The global player stands in for the page (a play route on desktop). */
  player: boolean;
}

/** What the loaders work with: the document's query client and device, and where they run. */
export interface RouteEnv {
  queryClient: QueryClient;
  isMobile: boolean;
  /**
   * Rendering a document on the server: no browser state is read or written, and what only the
   * browser can do (remember where the viewer was going, open the picker, leave the app) is left
   * to it (BrowserOnlyOutcome).
   */
  onServer: boolean;
}

/** Thrown by a loader on the server for an outcome only the browser can carry out. */
export class BrowserOnlyOutcome extends Error {
  constructor(kind: string) {
    super(`left to the browser: ${kind}`);
  }
}

/** The external address of a redirect path; the help center has a fallback. */
function externalUrl(redirectDef: ExternalRedirect, dictionary: Dictionary | undefined): string {
  const url = dictionary?.helpUrls[redirectDef.target];
  return url || FALLBACK_HELP_CENTER_URL;
}

// The loader's request carries no hash; the pending navigation's location does.
let pendingHash: () => string = () => globalThis.location?.hash ?? '';
/** Lets the router tell the loaders the hash of the navigation in progress. */
export function setPendingHashSource(source: () => string): void {
  pendingHash = source;
}

/**
 * On the server, what only the browser can do: remember where the viewer was going (sign-in, the
 * picker, the paywall's redirect), start activation on the way to Settings (/activate), leave the
 * app, and play (the player is client-only).
 */
function leaveToBrowserIfNeeded(navigation: Navigation, url: URL): void {
  if (navigation.kind === 'page') {
    if (navigation.player || navigation.def.name === 'play' || navigation.def.name === 'playLive') throw new BrowserOnlyOutcome('player');
    return;
  }
  const remembers = navigation.kind !== 'redirect' || navigation.to === href('continuePurchase') || url.pathname === routeDef('activate').path;
  if (remembers) throw new BrowserOnlyOutcome(navigation.kind);
}

/**
 * /activate starts activation before its route redirects an authorized viewer to Settings, where
 * the dialog then opens; the TV's own address (RFC 8628's verification_uri_complete) carries
 * its code. A visitor not yet authorized sees the dialog on /activate itself, and is held to
 * activation only by a code (signing in later must not open the dialog unasked).
 */
function startActivation(url: URL, visitor: VisitorState): void {
  const code = normalizeUserCode(url.searchParams.get('code') ?? '');
  if (code !== null || visitor === 'authorized') usePendingActivation.getState().start(code);
}

/** Remembers the requested route (a route of the table, not a redirect) as where to go afterwards. */
function rememberRequested(url: URL, query: Record<string, string>): void {
  const target = resolvePath(url.pathname, VARIANT);
  if (target.kind === 'route') saveIntendedRoute({ name: target.def.name, params: target.params, query, hash: pendingHash() });
}

/**
 * The one loader of every page route: carries out where resolveNavigation sends the visitor
 * (redirects, /404, sign-in, the picker, leaving the app) and loads the page's chunk before
 * rendering.
 */
export function createRouteLoader({ queryClient, isMobile, onServer }: RouteEnv) {
  return async function routeLoader({ request }: LoaderFunctionArgs): Promise<RouteData> {
    const url = new URL(request.url);
    const visitor = paywallVisitor(queryClient.getQueryData(userQuery().queryKey));
    const navigation = resolveNavigation({
      pathname: url.pathname,
      variant: VARIANT,
      visitor,
      isMobile,
      paywallClosed: getFlag('paywallClosed'),
    });
    const query = Object.fromEntries(url.searchParams);
    if (onServer) leaveToBrowserIfNeeded(navigation, url);
    if (url.pathname === routeDef('activate').path && !onServer) startActivation(url, visitor);
    switch (navigation.kind) {
      case 'redirect':
        // The paywall sends an unauthorized viewer to subscribe; the purchase ends on what they asked for.
        if (navigation.to === href('continuePurchase')) rememberRequested(url, query);
        throw redirect(navigation.to);
      case 'external':
        location.replace(externalUrl(navigation.redirect, queryClient.getQueryData(dictionaryQuery().queryKey)));
        // The browser is leaving; keep the current page until it does.
        return new Promise<never>(() => {});
      case 'signIn':
        saveIntendedRoute({ name: navigation.def.name, params: navigation.params, query, hash: pendingHash() });
        throw redirect(navigation.to);
      case 'providerPicker': {
        const hash = pendingHash();
        saveIntendedRoute({ name: navigation.def.name, params: navigation.params, query, hash });
        // The picker opens over home, yet signing in must come back to the refused route, not home.
        useUiStore.getState().openPicker(`${url.pathname}${url.search}${hash}`);
        throw redirect(navigation.to);
      }
      case 'page': {
        const { def, params, player } = navigation;
        // On desktop the global player stands in for a play route's page: only its chunk is needed.
        const Page = player ? await loadGlobalPlayerPage() : await loadPage(def.name);
        return { name: def.name, def, params, query: parseQuery(def, url.searchParams), Page, player };
      }
    }
  };
}
