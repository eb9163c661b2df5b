import { beforeEach, describe, expect, it } from 'vitest';
import { PAYWALL_AUTHZ_CACHE_MS } from '@stat/contracts';
import { paywallVisitor, resetPaywallAuthorization } from './paywall-authorization.ts';

const authorized = { tveUserId: 'u-1', isAuthorized: true };
const lapsed = { tveUserId: 'u-1', isAuthorized: false };

describe('paywallVisitor', () => {
  beforeEach(resetPaywallAuthorization);

  it('keeps an authorized viewer through the paywall for an hour, then asks again', () => {
    expect(paywallVisitor(authorized, 0)).toBe('authorized');
    expect(paywallVisitor(lapsed, PAYWALL_AUTHZ_CACHE_MS - 1)).toBe('authorized');
    expect(paywallVisitor(lapsed, PAYWALL_AUTHZ_CACHE_MS)).toBe('unauthorized');
  });

  it('grants nothing to another viewer or to a signed-out visitor', () => {
    paywallVisitor(authorized, 0);
    expect(paywallVisitor({ tveUserId: 'u-2', isAuthorized: false }, 1)).toBe('unauthorized');
    expect(paywallVisitor(null, 1)).toBe('signedOut');
  });

  it('is forgotten on reset (sign-out, sign-in, a purchase)', () => {
    paywallVisitor(authorized, 0);
    resetPaywallAuthorization();
    expect(paywallVisitor(lapsed, 1)).toBe('unauthorized');
  });
});
