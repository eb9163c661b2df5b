import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { FALLBACK_HELP_CENTER_URL, visitorState } from '@stat/contracts';
import type { Dictionary, RouteName } from '@stat/contracts';
import { isMobileDevice } from '../lib/device.ts';
import { getFlag } from '../lib/flags.ts';
import { saveIntendedRoute } from '../lib/intended-route.ts';
import { ROUTE_TABLE } from '../lib/route-table.ts';
import type { ExternalRedirect, RouteDef } from '../lib/route-table.ts';
import { href, resolvePath } from '../lib/routes.ts';
import type { PageProps, RouteParams } from '../lib/routes.ts';
import { userQuery } from '../features/startup/api/get-user.ts';
import { dictionaryQuery } from '../features/startup/api/get-dictionary.ts';
import { VARIANT } from '../lib/variant.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { evaluateAccess } from './access/evaluate-access.ts';
import { queryClient } from './query-client.ts';
import { ROUTE_PAGES } from './route-pages.ts';

/** What every page route's loader hands to the page. */
export interface RouteData {
  name: RouteName;
  def: RouteDef;
  params: RouteParams;
  query: Record<string, string>;
  /** The page component, already loaded: the page renders at once, without a Suspense flash. */
  Page: ComponentType<PageProps>;
}

/** The external address of a redirect path; the help center has a fallback. */
export function externalUrl(redirectDef: ExternalRedirect, dictionary: Dictionary | undefined): string {
  const url = dictionary?.helpUrls[redirectDef.target];
  return url || FALLBACK_HELP_CENTER_URL;
}

const SIGN_IN_PATH = ROUTE_TABLE.find((def) => def.opensPicker)?.path ?? href('home');

/** Where a signed-out visitor signs in: the provider picker (/login) or the direct front door. */
function signInPath(): string {
  return VARIANT === 'stat' ? SIGN_IN_PATH : href('frontDoor');
}

// The loader's request carries no hash; the pending navigation's location does.
let pendingHash: () => string = () => globalThis.location?.hash ?? '';
/** Lets the router tell the loaders the hash of the navigation in progress. */
export function setPendingHashSource(source: () => string): void {
  pendingHash = source;
}

/**
 * The one loader of every page route: resolves the path against the route table (typed params,
 * redirects, /404), applies the access rules, and loads the page's chunk before rendering.
 */
export async function routeLoader({ request }: LoaderFunctionArgs): Promise<RouteData> {
  const url = new URL(request.url);
  const resolution = resolvePath(url.pathname);
  if (resolution.kind === 'notFound') throw redirect(href('notFound'));
  if (resolution.kind === 'redirect') throw redirect(resolution.to);
  if (resolution.kind === 'external') {
    location.replace(externalUrl(resolution.redirect, queryClient.getQueryData(dictionaryQuery().queryKey)));
    // The browser is leaving; keep the current page until it does.
    return new Promise<never>(() => {});
  }

  const { def, params } = resolution;
  const query = Object.fromEntries(url.searchParams);
  const outcome = evaluateAccess({
    route: def,
    variant: VARIANT,
    visitor: visitorState(queryClient.getQueryData(userQuery().queryKey)),
    isMobile: isMobileDevice(),
    paywallClosed: getFlag('paywallClosed'),
  });
  switch (outcome.kind) {
    case 'redirect':
      throw redirect(href(outcome.to));
    case 'signIn':
      saveIntendedRoute({ name: def.name, params, query, hash: pendingHash() });
      throw redirect(signInPath());
    case 'providerPicker':
      saveIntendedRoute({ name: def.name, params, query, hash: pendingHash() });
      useUiStore.getState().openPicker();
      throw redirect(href('home'));
    case 'allow': {
      const { default: Page } = await ROUTE_PAGES[def.name]();
      return { name: def.name, def, params, query, Page };
    }
  }
}
