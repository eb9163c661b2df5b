import { PAYWALL_AUTHZ_CACHE_MS, visitorState, type User, type VisitorState } from '@stat/contracts';

/** Who passed the paywall, and until when. */
let granted: { tveUserId: string; until: number } | null = null;

/**
 * The visitor as the paywall sees it (streaming spec section 9: "Authz paywall cache 1 hour"):
 * once a viewer is authorized, the paywall lets that viewer through for an hour without asking
 * again, even if a later answer says otherwise. Playback stays the server's to allow. The grant
 * is dropped whenever who the viewer is changes (sign-in, sign-out, every purchase: section 4's
 * store resets), through entitlement.ts.
 */
export function paywallVisitor(user: Pick<User, 'tveUserId' | 'isAuthorized'> | null | undefined, now: number = Date.now()): VisitorState {
  const visitor = visitorState(user);
  if (visitor === 'authorized' && user) {
    granted = { tveUserId: user.tveUserId, until: now + PAYWALL_AUTHZ_CACHE_MS };
    return visitor;
  }
  if (visitor === 'unauthorized' && granted !== null && granted.tveUserId === user?.tveUserId && now < granted.until) return 'authorized';
  return visitor;
}

/** Forgets the grant: the next paywall check asks the user's own state. */
export function resetPaywallAuthorization(): void {
  granted = null;
}
