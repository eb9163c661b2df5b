import type { Page } from '@playwright/test';
import { APP_LABELS, type AppVariant, type VisitorState, PLAYER_LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectRoute, pathname, providerPicker } from '../support/app.ts';
import {
  HEADINGS,
  LEGACY_REDIRECTS,
  ROUTE_CASES,
  type Outcome,
} from '../../apps/web/src/testing/route-expectations.ts';

/**
 * The route matrix itself (every path x visitor state x variant x device) is a unit test of the
 * loader's decision: apps/web/src/app/access/route-matrix.test.ts. These journeys prove, once per
 * kind of outcome and per variant, that the browser really ends up where that decision says,
 * with the expected outcome read from the same oracle.
 */

/** Checks where the browser ended up against an expected outcome. */
async function expectOutcome(page: Page, requested: string, outcome: Outcome) {
  if ('picker' in outcome) {
    await expect(providerPicker(page)).toBeVisible();
    if (outcome.path) expect(pathname(page)).toBe(outcome.path);
    return;
  }
  if ('player' in outcome) {
    await expect(page.getByRole('dialog', { name: PLAYER_LABELS.region })).toBeVisible();
    await expect(page.getByRole('button', { name: APP_LABELS.player.close })).toBeVisible();
    expect(pathname(page)).toBe(requested);
    return;
  }
  await expectRoute(page, outcome.page);
  await expect.poll(() => pathname(page)).toBe(outcome.path ?? requested);
}

function oracle(path: string) {
  const route = ROUTE_CASES.find((c) => c.path === path);
  if (!route) throw new Error(`${path} is not in the route oracle`);
  return route.outcome;
}

interface Journey {
  path: string;
  state: VisitorState;
}

/** One kind of outcome, with the journey that shows it in each variant where it exists. */
interface OutcomeKind {
  kind: string;
  /** Only on phones (runs in the mobile projects; skipped on desktop). */
  mobileOnly?: boolean;
  journeys: Partial<Record<AppVariant, Journey>>;
}

const OUTCOME_KINDS: OutcomeKind[] = [
  { kind: 'the page is allowed', journeys: { stat: { path: '/about', state: 'signedOut' }, ott: { path: '/movie/1', state: 'authorized' } } },
  {
    kind: 'a refusal redirects to another route',
    journeys: { stat: { path: '/login', state: 'authorized' }, ott: { path: '/activate', state: 'authorized' } },
  },
  { kind: 'a signed-out visitor is sent to sign in', journeys: { ott: { path: '/movies', state: 'signedOut' } } },
  { kind: 'the provider picker opens over home', journeys: { stat: { path: '/settings', state: 'signedOut' } } },
  { kind: 'the /login address opens the provider picker', journeys: { stat: { path: '/login', state: 'signedOut' } } },
  { kind: 'an unauthorized user is sent to continue the purchase', journeys: { ott: { path: '/series/all', state: 'unauthorized' } } },
  {
    kind: 'a play route opens the global player on desktop',
    journeys: { stat: { path: '/play/123', state: 'signedOut' }, ott: { path: '/play/shoeast', state: 'authorized' } },
  },
  { kind: 'a play route is a page on phones', mobileOnly: true, journeys: { ott: { path: '/play/123', state: 'authorized' } } },
  { kind: 'content refused on phones goes home', mobileOnly: true, journeys: { stat: { path: '/movies', state: 'signedOut' } } },
  { kind: 'a route of the other variant is /404', journeys: { ott: { path: '/freeepisodes', state: 'authorized' } } },
];

test.describe('route outcomes', () => {
  for (const { kind, mobileOnly, journeys } of OUTCOME_KINDS) {
    const shown = Object.entries(journeys).map(([variant, j]) => `${variant}: ${j.path} as ${j.state}`);
    const tag = mobileOnly ? ['@mobile'] : [];
    test(`${kind} (${shown.join('; ')})`, { tag }, async ({ page, variant, isMobile, becomeVisitor }) => {
      const journey = journeys[variant];
      test.skip(!journey, `no ${variant} route has this outcome`);
      test.skip(Boolean(mobileOnly) && !isMobile, 'a phone rule');
      const { path, state } = journey!;
      await becomeVisitor(state);
      await page.goto(path);
      await expectOutcome(page, path, oracle(path)({ variant, state, mobile: isMobile }));
    });
  }

  test('an unmatched path and a bad numeric param go to /404', async ({ page }) => {
    for (const path of ['/no-such-page', '/movie/abc']) {
      await page.goto(path);
      await expectRoute(page, HEADINGS.notFound);
      await expect.poll(() => pathname(page)).toBe('/404');
    }
  });

  test('a legacy address redirects', async ({ page, variant, becomeVisitor }) => {
    const legacy = LEGACY_REDIRECTS.find((r) => !r.player)!;
    // A visitor every variant lets through to content: anyone on stat desktop, authorized on ott.
    await becomeVisitor(variant === 'ott' ? 'authorized' : 'signedOut');
    await page.goto(legacy.from);
    await expectRoute(page, legacy.heading);
    await expect.poll(() => pathname(page)).toBe(legacy.to);
  });
});

test.describe('hash-style paths', () => {
  test('a full path after the hash redirects to that path', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/#/about');
    await expectRoute(page, HEADINGS.about);
    await expect.poll(() => pathname(page)).toBe('/about');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a hash path keeps its query', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/#/termsAndConditions/section-1?lang=en');
    await expectRoute(page, HEADINGS.tou);
    await expect.poll(() => pathname(page)).toBe('/termsAndConditions/section-1');
  });
});
