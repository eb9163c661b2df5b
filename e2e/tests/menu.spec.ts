import type { Page } from '@playwright/test';
import { BROWSE_LABELS } from '@stat/contracts';
import type { AppVariant, VisitorState } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';

/** Who may open the catalogue (and so sees the menu): anyone in the provider variant, the authorized in the direct one. */
const viewer = (variant: AppVariant): VisitorState => (variant === 'stat' ? 'signedOut' : 'authorized');

function headerNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: BROWSE_LABELS.browse });
}

test.describe('menu', () => {
  test('routes series, movies and categories (streaming spec section 2)', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor(viewer(variant));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = headerNav(page);
    await expect(nav.getByRole('link', { name: 'Series', exact: true })).toHaveAttribute('href', '/series/all');
    await expect(nav.getByRole('link', { name: 'Movies', exact: true })).toHaveAttribute('href', '/movies');
    // A category goes to its ALLCATEGORY sub-item's id (All Sports, 4071) with its slug.
    await nav.getByRole('link', { name: 'Sports', exact: true }).click();
    await expect(page).toHaveURL('/category/4071/sports');
    // The wide menu has no extras.
    await expect(nav.getByRole('link', { name: BROWSE_LABELS.liveTv })).toHaveCount(0);
  });

  test('opens a submenu by keyboard and closes it with Escape', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor(viewer(variant));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const toggle = headerNav(page).getByRole('button', { name: BROWSE_LABELS.submenu('Movies') });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const allMovies = headerNav(page).getByRole('link', { name: 'All Movies' });
    await expect(allMovies).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(headerNav(page).getByRole('link', { name: 'Thrillers' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(allMovies).toBeHidden();
    await page.keyboard.press('Enter');
    await headerNav(page).getByRole('link', { name: 'Thrillers' }).click();
    await expect(page).toHaveURL('/category/2002/movies/thrillers');
    await expect(headerNav(page).getByRole('link', { name: 'Thrillers' })).toBeHidden();
  });

  test('collapses to a Menu button at narrow widths, with Live TV and Collections appended', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor(viewer(variant));
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await expect(headerNav(page)).toBeHidden();
    const menuButton = page.getByRole('banner').getByRole('button', { name: BROWSE_LABELS.menu });
    await menuButton.click();
    const panel = page.getByRole('navigation', { name: BROWSE_LABELS.browse });
    await expect(panel.getByRole('link', { name: 'Series', exact: true })).toBeVisible();
    const links = await panel.getByRole('link').allTextContents();
    expect(links.slice(-2)).toEqual([BROWSE_LABELS.liveTv, BROWSE_LABELS.collections]);
    await panel.getByRole('link', { name: BROWSE_LABELS.liveTv }).click();
    await expect(page).toHaveURL('/schedule');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('is not offered where the catalogue cannot be opened', { tag: '@mobile' }, async ({ page, variant, becomeVisitor, isMobile }) => {
    // Provider variant on a phone: content routes refuse mobile. Direct variant signed out: they need authorization.
    test.skip(variant === 'stat' ? !isMobile : isMobile, 'the menu shows here');
    await becomeVisitor('signedOut');
    await page.goto(variant === 'stat' ? '/' : '/welcome');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: BROWSE_LABELS.menu })).toHaveCount(0);
    await expect(headerNav(page)).toHaveCount(0);
  });
});
