import { describe, expect, it } from 'vitest';
import type { AppVariant, RouteName, VisitorState } from '@stat/contracts';
import { ROUTE_TABLE } from '../../lib/route-table.ts';
import type { RouteDef } from '../../lib/route-table.ts';
import { evaluateAccess } from './evaluate-access.ts';

const def = (name: RouteName, path?: string): RouteDef => {
  const found = ROUTE_TABLE.find((route) => route.name === name && (!path || route.path === path));
  if (!found) throw new Error(name);
  return found;
};

function outcome(route: RouteDef, variant: AppVariant, visitor: VisitorState, isMobile = false, paywallClosed = true) {
  return evaluateAccess({ route, variant, visitor, isMobile, paywallClosed });
}

const allow = { kind: 'allow' };
const to = (name: RouteName) => ({ kind: 'redirect', to: name });

describe('provider variant (stat)', () => {
  it('play and content routes: signed out and signed in allowed, not on mobile', () => {
    for (const name of ['play', 'movieDetail', 'allSeries', 'liveTV'] as const) {
      expect(outcome(def(name), 'stat', 'signedOut')).toEqual(allow);
      expect(outcome(def(name), 'stat', 'unauthorized')).toEqual(allow);
      expect(outcome(def(name), 'stat', 'authorized')).toEqual(allow);
      expect(outcome(def(name), 'stat', 'authorized', true)).toEqual(to('home'));
    }
  });

  it('settings needs authentication; signed out it shows the provider picker', () => {
    expect(outcome(def('settings'), 'stat', 'signedOut')).toEqual({ kind: 'providerPicker' });
    expect(outcome(def('settings'), 'stat', 'unauthorized')).toEqual(allow);
    expect(outcome(def('settings'), 'stat', 'authorized')).toEqual(allow);
  });

  it('login and free episodes are signed-out only; login is allowed on mobile, free episodes not', () => {
    const login = def('home', '/login');
    expect(outcome(login, 'stat', 'signedOut', true)).toEqual(allow);
    expect(outcome(login, 'stat', 'authorized')).toEqual(to('home'));
    expect(outcome(def('freeFullEpisodes'), 'stat', 'signedOut')).toEqual(allow);
    expect(outcome(def('freeFullEpisodes'), 'stat', 'unauthorized')).toEqual(to('home'));
    expect(outcome(def('freeFullEpisodes'), 'stat', 'signedOut', true)).toEqual(to('home'));
  });

  it('activate sends an authorized user to settings (its own failure route)', () => {
    expect(outcome(def('activate'), 'stat', 'signedOut')).toEqual(allow);
    expect(outcome(def('activate'), 'stat', 'authorized')).toEqual(to('settings'));
  });

  it('about and home are open to all', () => {
    for (const visitor of ['signedOut', 'unauthorized', 'authorized'] as const) {
      expect(outcome(def('about'), 'stat', visitor, true)).toEqual(allow);
      expect(outcome(def('home'), 'stat', visitor)).toEqual(allow);
    }
  });
});

describe('direct variant (ott)', () => {
  it('content requires authorization; signed out goes to sign in', () => {
    expect(outcome(def('movieDetail'), 'ott', 'authorized')).toEqual(allow);
    expect(outcome(def('movieDetail'), 'ott', 'authorized', true)).toEqual(allow);
    expect(outcome(def('movieDetail'), 'ott', 'signedOut')).toEqual({ kind: 'signIn' });
  });

  it('an unauthorized user goes to continuePurchase while the paywall is closed, else home', () => {
    expect(outcome(def('play'), 'ott', 'unauthorized', false, true)).toEqual(to('continuePurchase'));
    expect(outcome(def('play'), 'ott', 'unauthorized', false, false)).toEqual(to('home'));
  });

  it('home sends the signed-out visitor to the front door; the front door is signed-out only', () => {
    expect(outcome(def('home'), 'ott', 'signedOut')).toEqual(to('frontDoor'));
    expect(outcome(def('frontDoor'), 'ott', 'signedOut')).toEqual(allow);
    expect(outcome(def('frontDoor'), 'ott', 'authorized')).toEqual(to('home'));
  });

  it('settings signed out is a sign-in redirect (no provider picker)', () => {
    expect(outcome(def('settings'), 'ott', 'signedOut')).toEqual({ kind: 'signIn' });
  });

  it('continuePurchase is for signed-in unauthorized users; gift redemption is open', () => {
    expect(outcome(def('continuePurchase'), 'ott', 'unauthorized')).toEqual(allow);
    expect(outcome(def('continuePurchase'), 'ott', 'authorized')).toEqual(to('home'));
    expect(outcome(def('giftRedemption'), 'ott', 'signedOut')).toEqual(allow);
  });
});

describe('failure outcomes', () => {
  it('a ppv-section route goes to the ppv page', () => {
    const ppvPurchase: RouteDef = { name: 'continuePurchase', path: '/x', title: 'x', section: 'ppv', access: { stat: { unauthenticated: false } } };
    expect(outcome(ppvPurchase, 'stat', 'signedOut')).toEqual(to('ppv'));
  });

  it('a desktop-denied route goes home on desktop', () => {
    const mobileOnly: RouteDef = { name: 'about', path: '/x', title: 'x', access: { stat: { desktop: false } } };
    expect(outcome(mobileOnly, 'stat', 'authorized', false)).toEqual(to('home'));
    expect(outcome(mobileOnly, 'stat', 'authorized', true)).toEqual(allow);
  });
});
