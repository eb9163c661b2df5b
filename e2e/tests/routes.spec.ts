import type { Page } from '@playwright/test';
import { APP_LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectRoute, pathname, providerPicker } from '../support/app.ts';
import { HEADINGS, LEGACY_REDIRECTS, NOT_FOUND_PATHS, ROUTE_CASES, VISITOR_STATES, type Outcome } from '../../apps/web/src/app/access/route-expectations.ts';

/** Checks where the browser ended up against an expected outcome. */
async function expectOutcome(page: Page, requested: string, outcome: Outcome) {
  if ('picker' in outcome) {
    await expect(providerPicker(page)).toBeVisible();
    if (outcome.path) expect(pathname(page)).toBe(outcome.path);
    return;
  }
  if ('player' in outcome) {
    await expect(page.getByRole('heading', { name: outcome.player })).toBeVisible();
    await expect(page.getByRole('button', { name: APP_LABELS.player.close })).toBeVisible();
    expect(pathname(page)).toBe(requested);
    return;
  }
  await expectRoute(page, outcome.page);
  await expect.poll(() => pathname(page)).toBe(outcome.path ?? requested);
}

test.describe('route table', () => {
  for (const state of VISITOR_STATES) {
    for (const route of ROUTE_CASES) {
      const tag = route.mobileRule ? ['@mobile'] : [];
      test(`${route.path} as ${state}`, { tag }, async ({ page, variant, isMobile, becomeVisitor }) => {
        await becomeVisitor(state);
        await page.goto(route.path);
        await expectOutcome(page, route.path, route.outcome({ variant, state, mobile: isMobile }));
      });
    }
  }
});

test.describe('legacy redirects', () => {
  for (const redirect of LEGACY_REDIRECTS) {
    test(`${redirect.from} -> ${redirect.to}`, async ({ page, variant, becomeVisitor }) => {
      // A visitor every variant lets through to content: anyone on stat desktop, authorized on ott.
      await becomeVisitor(variant === 'ott' ? 'authorized' : 'signedOut');
      await page.goto(redirect.from);
      if (redirect.player) await expect(page.getByRole('heading', { name: redirect.heading })).toBeVisible();
      else await expectRoute(page, redirect.heading);
      await expect.poll(() => pathname(page)).toBe(redirect.to);
    });
  }
});

test.describe('unmatched paths and bad params go to /404', () => {
  for (const path of NOT_FOUND_PATHS) {
    test(path, async ({ page, becomeVisitor, variant }) => {
      await becomeVisitor(variant === 'ott' ? 'authorized' : 'signedOut');
      await page.goto(path);
      await expectRoute(page, HEADINGS.notFound);
      await expect.poll(() => pathname(page)).toBe('/404');
    });
  }
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
