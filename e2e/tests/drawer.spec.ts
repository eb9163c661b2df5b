import type { Page } from '@playwright/test';
import { DRAWER_WIDTH_PX, LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectPage, fetchDictionary, headerSignIn, mainHeading, pathname } from '../support/app.ts';
import { HEADINGS } from '../../apps/web/src/testing/route-expectations.ts';

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: LABELS.account, exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: LABELS.account });

async function openDrawer(page: Page) {
  await accountButton(page).click();
  await expect(drawer(page)).toBeVisible();
}

test.describe('account drawer', () => {
  for (const state of ['unauthorized', 'authorized'] as const) {
    test(`links per variant as ${state}`, { tag: '@mobile' }, async ({
      page,
      request,
      variant,
      isMobile,
      becomeVisitor,
    }) => {
      const { helpUrls } = await fetchDictionary(request);
      await becomeVisitor(state);
      await page.goto('/about');
      await openDrawer(page);
      const d = drawer(page);
      await expect(d.getByRole('heading', { name: LABELS.account })).toBeVisible();
      const expected = [LABELS.settings, ...(variant === 'stat' ? [LABELS.activateDevice] : []), LABELS.helpCenter];
      const links = d.getByRole('link');
      await expect(links).toHaveCount(expected.length);
      for (const [i, label] of expected.entries()) await expect(links.nth(i)).toContainText(label);
      await expect(d.getByRole('link', { name: new RegExp(`^${LABELS.helpCenter}`) })).toHaveAttribute(
        'href',
        helpUrls.helpCenter,
      );
      await expect(d.getByRole('button', { name: LABELS.signOut })).toBeVisible();
      // My List only for an authorized user, and never on mobile.
      const myList = d.getByRole('heading', { name: LABELS.myList });
      await expect(myList).toHaveCount(state === 'authorized' && !isMobile ? 1 : 0);
    });
  }

  test('full screen on mobile, a 400 px slide-in from the right on wider screens', { tag: '@mobile' }, async ({
    page,
    isMobile,
    becomeVisitor,
  }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await openDrawer(page);
    const viewport = page.viewportSize()!;
    // Let the slide-in finish before measuring.
    await expect
      .poll(async () => Math.round((await drawer(page).boundingBox())!.x + (await drawer(page).boundingBox())!.width))
      .toBe(viewport.width);
    const box = (await drawer(page).boundingBox())!;
    if (isMobile) expect(Math.round(box.width)).toBe(viewport.width);
    else expect(Math.round(box.width)).toBe(DRAWER_WIDTH_PX);
  });

  test('closes on navigation from one of its links', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await openDrawer(page);
    await drawer(page).getByRole('link', { name: LABELS.settings }).click();
    await expectPage(page, HEADINGS.settings);
    await expect(drawer(page)).toBeHidden();
  });

  test('closes on a back-button navigation', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    // An in-app navigation first, so there is an app history entry to go back to.
    await page.getByRole('banner').getByRole('link', { name: LABELS.homeLink }).click();
    await expect(page).toHaveTitle(new RegExp(`^${HEADINGS.home} `));
    await openDrawer(page);
    await page.goBack();
    await expectPage(page, HEADINGS.about);
    await expect(drawer(page)).toBeHidden();
  });

  test('closes with its close button and with Esc', async ({ page, becomeVisitor }) => {
    await becomeVisitor('unauthorized');
    await page.goto('/about');
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: LABELS.closeAccount }).click();
    await expect(drawer(page)).toBeHidden();
    await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
  });

  test('Sign Out signs the user out and goes home', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: LABELS.signOut }).click();
    // On ott the front door is the way back in: its own Sign In, none in the header.
    const signIn = variant === 'ott' ? page.getByRole('main').getByRole('link', { name: LABELS.signIn }) : headerSignIn(page, variant);
    await expect(signIn).toBeVisible();
    await expect.poll(() => pathname(page)).toBe(variant === 'ott' ? '/welcome' : '/');
    // The session is gone on the server too.
    const res = await page.request.get('/api/user');
    expect(res.status()).toBe(401);
  });
});
