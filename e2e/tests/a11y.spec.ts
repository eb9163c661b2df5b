import type { AppVariant, VisitorState } from '@stat/contracts';
import { LABELS, MESSAGES, PLAYER_LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fetchStartupDataFromApi, headerSignIn, mainHeading, providerPicker } from '../support/app.ts';

interface AxeCase {
  path: string;
  state: VisitorState;
  variants?: AppVariant[];
  mobile?: boolean;
  /** The form-controls showcase: axe over its hundreds of controls ran past 30 s on a loaded 2-core machine. */
  slow?: boolean;
}

/**
 * Every distinct page once, each in a state and variant that shows it. Most routes render the
 * same placeholder (SimplePage: a heading, perhaps a lead): /movies stands for the catalogue
 * ones, /continuePurchase for billing's. Kept apart: pages with their own content or links, a
 * page without footer (/handleLogin), the player, and the header and footer of each visitor
 * state and variant (home signed in and out, /welcome, /activate as unauthorized).
 */
const PAGES: AxeCase[] = [
  { path: '/', state: 'authorized', mobile: true },
  { path: '/', state: 'signedOut', variants: ['stat'], mobile: true },
  { path: '/welcome', state: 'signedOut', variants: ['ott'], mobile: true },
  { path: '/about', state: 'signedOut', mobile: true },
  { path: '/forms', state: 'signedOut', slow: true },
  { path: '/settings', state: 'authorized' },
  { path: '/activate', state: 'unauthorized' },
  { path: '/handleLogin', state: 'signedOut' },
  { path: '/movies', state: 'authorized' },
  { path: '/play/123', state: 'authorized' },
  { path: '/continuePurchase', state: 'unauthorized', variants: ['ott'] },
  { path: '/404', state: 'signedOut', mobile: true },
];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const c of PAGES) {
    test(`${c.path} as ${c.state}`, { tag: c.mobile ? ['@mobile'] : [] }, async ({ page, variant, becomeVisitor }) => {
      test.skip(Boolean(c.variants && !c.variants.includes(variant)), `${c.path} is not a ${variant} page`);
      test.slow(Boolean(c.slow), 'axe over the form-controls showcase');
      await becomeVisitor(c.state);
      await page.goto(c.path);
      // No title 123: where the player opens (stat), it says so.
      const player = page.getByRole('dialog', { name: PLAYER_LABELS.region }).getByRole('alert');
      if (c.path.startsWith('/play/')) await expect(player.or(page.getByRole('heading')).first()).toBeVisible();
      else await expect(mainHeading(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the provider picker', { tag: '@mobile' }, async ({ page, variant }) => {
    test.skip(variant !== 'stat', 'the provider picker is the provider variant’s way to sign in');
    await page.goto('/about');
    await headerSignIn(page, variant).click();
    await expect(providerPicker(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open account drawer', { tag: '@mobile' }, async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await page.getByRole('button', { name: LABELS.account, exact: true }).click();
    await expect(page.getByRole('dialog', { name: LABELS.account })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the generic modal', async ({ page }) => {
    test.slow(true, 'it opens on the form-controls showcase');
    await page.goto('/forms');
    await page.getByRole('button', { name: 'Open modal', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The page under it is the /forms journey's; axe on the whole showcase is the slowest run.
    await expectNoAxeViolations(page, 'dialog[open]');
  });

  test('the start-up failure page', async ({ page }) => {
    await fetchStartupDataFromApi(page);
    await page.route('**/api/dictionary', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: MESSAGES.startupFailureTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
