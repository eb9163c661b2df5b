// @vitest-environment node
// The navigation decision is pure: no DOM, so no jsdom to set up for 457 rows.
import { describe, expect, it } from 'vitest';
import { APP_LABELS, APP_VARIANTS } from '@stat/contracts';
import { playTarget } from '../../features/player/play-target.ts';
import { hashPathRedirect } from '../../lib/routes.ts';
import { resolveNavigation } from './resolve-navigation.ts';
import type { Navigation } from './resolve-navigation.ts';
import { HEADINGS, LEGACY_REDIRECTS, NOT_FOUND, NOT_FOUND_PATHS, ROUTE_CASES, VISITOR_STATES } from '../../testing/route-expectations.ts';
import type { Outcome, Visit } from '../../testing/route-expectations.ts';

/**
 * The route matrix of shell spec sections 2 and 6: every path of the oracle, for every visitor
 * state, variant and device, through the decision the route loader runs. The browser journeys in
 * e2e/tests/routes.spec.ts prove the loader carries out each kind of decision.
 */

/** As the seeded flag file sets it: the oracle's continuePurchase rows need the paywall closed. */
const PAYWALL_CLOSED = true;

type Landing = Extract<Navigation, { kind: 'page' }> & { path: string; pickerOpen: boolean };

/**
 * Follows the loader's redirects as the router does, to the page the visitor lands on. The
 * picker is open when the decision opened it, or when the landing route opens it (/login).
 */
function land(path: string, visit: Visit, pickerOpen = false, hops = 0): Landing {
  if (hops > 5) throw new Error(`redirect loop at ${path}`);
  const navigation = resolveNavigation({
    pathname: path,
    variant: visit.variant,
    visitor: visit.state,
    isMobile: visit.mobile,
    paywallClosed: PAYWALL_CLOSED,
  });
  switch (navigation.kind) {
    case 'page':
      return { ...navigation, path, pickerOpen: pickerOpen || Boolean(navigation.def.opensPicker) };
    case 'redirect':
    case 'signIn':
      return land(navigation.to, visit, pickerOpen, hops + 1);
    case 'providerPicker':
      return land(navigation.to, visit, true, hops + 1);
    case 'external':
      throw new Error(`${path} leaves the app`);
  }
}

/** What the visitor sees, in the oracle's terms, always with the path the browser shows. */
function seen(landing: Landing): Outcome & { path: string } {
  if (landing.pickerOpen) return { picker: true, path: landing.path };
  if (!landing.player) return { page: landing.def.title, path: landing.path };
  const target = playTarget(landing.params, landing.path);
  const heading =
    target.kind === 'title' ? APP_LABELS.player.titleHeading(target.titleId) : APP_LABELS.player.channelHeading(target.channel);
  return { player: heading, path: landing.path };
}

/** The oracle's outcome with its path made explicit: a page or the player stays at the requested path. */
function expectedSeen(requested: string, outcome: Outcome) {
  if ('picker' in outcome) return { picker: true, path: outcome.path ?? expect.any(String) };
  if ('player' in outcome) return { player: outcome.player, path: requested };
  return { page: outcome.page, path: outcome.path ?? requested };
}

function describeOutcome(outcome: Outcome): string {
  if ('player' in outcome) return `player "${outcome.player}"`;
  if ('picker' in outcome) return `provider picker${outcome.path ? ` at ${outcome.path}` : ''}`;
  return outcome.path ?? `"${outcome.page}"`;
}

const visits: Visit[] = APP_VARIANTS.flatMap((variant) =>
  VISITOR_STATES.flatMap((state) => [false, true].map((mobile) => ({ variant, state, mobile }))),
);

describe('route matrix', () => {
  const rows = ROUTE_CASES.flatMap((route) =>
    visits.map((visit) => {
      const outcome = route.outcome(visit);
      const device = visit.mobile ? 'mobile' : 'desktop';
      const name = `${route.path} as ${visit.state} on ${visit.variant} ${device} -> ${describeOutcome(outcome)}`;
      return { name, path: route.path, visit, outcome };
    }),
  );
  it.each(rows)('$name', ({ path, visit, outcome }) => {
    expect(seen(land(path, visit))).toEqual(expectedSeen(path, outcome));
  });
});

describe('legacy redirects', () => {
  // A visitor every variant lets through to content: anyone on stat desktop, authorized on ott.
  const rows = LEGACY_REDIRECTS.flatMap((redirect) => APP_VARIANTS.map((variant) => ({ ...redirect, variant })));
  it.each(rows)('$from on $variant -> $to', ({ from, to, heading, player, variant }) => {
    const visit: Visit = { variant, state: variant === 'ott' ? 'authorized' : 'signedOut', mobile: false };
    const expected = player ? { player: heading, path: to } : { page: heading, path: to };
    expect(seen(land(from, visit))).toEqual(expected);
  });
});

describe('unmatched paths and bad params', () => {
  const rows = NOT_FOUND_PATHS.flatMap((path) => APP_VARIANTS.map((variant) => ({ path, variant })));
  it.each(rows)('$path on $variant -> /404', ({ path, variant }) => {
    expect(seen(land(path, { variant, state: 'authorized', mobile: false }))).toEqual(NOT_FOUND);
  });
});

describe('hash-style paths', () => {
  it('a full path after the hash becomes the path, query kept', () => {
    const path = hashPathRedirect({ pathname: '/', hash: '#/termsAndConditions/section-1?lang=en' });
    expect(path).toBe('/termsAndConditions/section-1?lang=en');
    const pathname = new URL(path!, 'http://app.test').pathname;
    const landing = land(pathname, { variant: 'stat', state: 'signedOut', mobile: false });
    expect(seen(landing)).toEqual({ page: HEADINGS.tou, path: '/termsAndConditions/section-1' });
  });
});
