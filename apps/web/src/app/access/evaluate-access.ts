import type { AppVariant, RouteName, VisitorState } from '@stat/contracts';
import type { RouteAccess, RouteDef } from '../../lib/route-table.ts';

export interface AccessInput {
  route: Pick<RouteDef, 'name' | 'access' | 'section' | 'authnFailureRoute' | 'paywalled'>;
  variant: AppVariant;
  visitor: VisitorState;
  isMobile: boolean;
  /** The `paywallClosed` feature flag. */
  paywallClosed: boolean;
}

export type AccessOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: RouteName }
  /** Send the visitor to sign in, remembering where they were going. */
  | { kind: 'signIn' }
  /** Show the provider picker (settings section, provider variant), remembering the route. */
  | { kind: 'providerPicker' };

const ALLOW: AccessOutcome = { kind: 'allow' };

function visitorAllowed(access: RouteAccess, visitor: VisitorState): boolean {
  if (visitor === 'signedOut') return access.unauthenticated !== false;
  if (visitor === 'unauthorized') return access.authenticated !== false;
  return access.authorized !== false;
}

/**
 * The access rules of a route for one visitor (shell spec section 2, streaming spec section 2).
 * Device rules first, then the visitor-state rules; a refusal picks the first outcome that
 * applies: the ppv page, the route's own failure route, continuePurchase (direct variant,
 * paywalled route, signed in but unauthorized, paywall closed), the provider picker (settings,
 * provider variant), a sign-in redirect (signed out), else home.
 */
export function evaluateAccess({ route, variant, visitor, isMobile, paywallClosed }: AccessInput): AccessOutcome {
  const access = route.access?.[variant] ?? {};
  const deviceAllowed = isMobile ? access.mobile !== false : access.desktop !== false;
  if (!deviceAllowed) return { kind: 'redirect', to: 'home' };
  if (visitorAllowed(access, visitor)) return ALLOW;

  if (route.section === 'ppv' && route.name !== 'ppv') return { kind: 'redirect', to: 'ppv' };
  if (route.authnFailureRoute && route.authnFailureRoute !== route.name) {
    return { kind: 'redirect', to: route.authnFailureRoute };
  }
  if (variant === 'ott' && route.paywalled && visitor === 'unauthorized' && paywallClosed) {
    return { kind: 'redirect', to: 'continuePurchase' };
  }
  if (visitor === 'signedOut') {
    return route.section === 'settings' && variant === 'stat' ? { kind: 'providerPicker' } : { kind: 'signIn' };
  }
  return { kind: 'redirect', to: 'home' };
}
