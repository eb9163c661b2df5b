import type { AppVariant, VisitorState } from '@stat/contracts';
import type { ExternalRedirect, RouteDef } from '../../lib/route-table.ts';
import { href, resolvePath } from '../../lib/routes.ts';
import type { RouteParams } from '../../lib/routes.ts';
import { signInTarget } from '../../lib/sign-in-target.ts';
import { evaluateAccess } from './evaluate-access.ts';

export interface NavigationInput {
  pathname: string;
  variant: AppVariant;
  visitor: VisitorState;
  isMobile: boolean;
  /** The `paywallClosed` feature flag. */
  paywallClosed: boolean;
}

/** Where the browser goes for a requested path, before anything is rendered. */
export type Navigation =
  /** Render the route's page; `player` when the global player stands in for it (desktop play routes). */
  | { kind: 'page'; def: RouteDef; params: RouteParams; player: boolean }
  /** Replace the address with this path: a table redirect, /404 or an access refusal. */
  | { kind: 'redirect'; to: string }
  /** Remember the route, then go to where this variant signs in. */
  | { kind: 'signIn'; def: RouteDef; params: RouteParams; to: string }
  /** Remember the route, open the provider picker and show home under it. */
  | { kind: 'providerPicker'; def: RouteDef; params: RouteParams; to: string }
  /** Leave the app for an address from the dictionary's help URLs. */
  | { kind: 'external'; redirect: ExternalRedirect };

const isPlayRoute = (def: RouteDef) => def.name === 'play' || def.name === 'playLive';

/**
 * The whole decision the route loader takes for a path: resolve it against the route table,
 * apply the access rules, and turn their outcome into where the browser goes. Pure, so the
 * route matrix is a unit test (route-matrix.test.ts) rather than hundreds of browser journeys.
 */
export function resolveNavigation({ pathname, variant, visitor, isMobile, paywallClosed }: NavigationInput): Navigation {
  const resolution = resolvePath(pathname, variant);
  if (resolution.kind === 'notFound') return { kind: 'redirect', to: href('notFound') };
  if (resolution.kind === 'redirect') return { kind: 'redirect', to: resolution.to };
  if (resolution.kind === 'external') return { kind: 'external', redirect: resolution.redirect };

  const { def, params } = resolution;
  const outcome = evaluateAccess({ route: def, variant, visitor, isMobile, paywallClosed });
  switch (outcome.kind) {
    case 'redirect':
      return { kind: 'redirect', to: href(outcome.to) };
    case 'signIn':
      return { kind: 'signIn', def, params, to: signInTarget(variant).path };
    case 'providerPicker':
      return { kind: 'providerPicker', def, params, to: href('home') };
    case 'allow':
      return { kind: 'page', def, params, player: isPlayRoute(def) && !isMobile };
  }
}
