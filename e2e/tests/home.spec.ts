import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { BROWSE_LABELS, FLAG_DEFAULTS, homeModulesSchema, promotedSchema } from '@stat/contracts';
import type { AppVariant, HomeModule, MixedItem, TileItem, VisitorState } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fetchDictionary } from '../support/app.ts';
import { repoRoot } from '../support/api-server.mjs';
import { expect, test } from '../support/fixtures.ts';

/** Home's catalogue as the server answers it to a signed-out visitor. */
async function fetchHome(request: APIRequestContext): Promise<{ promoted: MixedItem[]; modules: HomeModule[] }> {
  const [promoted, modules] = await Promise.all([
    request.get('/api/promoted'),
    request.get(`/api/modules?supportedModules=${FLAG_DEFAULTS.supportedHomeModules.join(',')}`),
  ]);
  return {
    promoted: promotedSchema.parse(await promoted.json()).items,
    modules: homeModulesSchema.parse(await modules.json()).modules.filter((module) => module.items.length > 0),
  };
}

const nameOf = (item: TileItem) => (item.kind === 'series' ? item.series.name : item.title.name);

/** Who sees the catalogue on home: anyone in the provider variant, the authorized in the direct one. */
const viewer = (variant: AppVariant): VisitorState => (variant === 'stat' ? 'signedOut' : 'authorized');

function shelf(page: Page, title: string) {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

test.describe('home', () => {
  test('shows the hero from promoted and the shelves from modules; a tile opens its page', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor(viewer(variant));
    const { promoted, modules } = await fetchHome(page.request);
    await page.goto('/');
    const hero = page.getByRole('region', { name: BROWSE_LABELS.featured });
    await expect(hero.getByRole('heading', { name: nameOf(promoted[0]!) })).toBeAttached();
    await expect(hero.getByRole('link', { name: BROWSE_LABELS.moreInfoAbout(nameOf(promoted[0]!)) })).toBeVisible();
    await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');

    for (const module of modules.slice(0, 3)) await expect(shelf(page, module.title)).toBeVisible();
    const first = modules[0]!;
    const item = first.items[0]!;
    await shelf(page, first.title).getByRole('link', { name: nameOf(item) }).first().click();
    await expect(page).toHaveURL(item.kind === 'series' ? `/series/${item.series.id}` : new RegExp(`/${item.title.id}$`));
  });

  test('the hero rotation can be paused and a featured title picked', async ({ page, variant, becomeVisitor }) => {
    // The hero rotates only for viewers who have not asked for reduced motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await becomeVisitor(viewer(variant));
    const { promoted } = await fetchHome(page.request);
    test.skip(promoted.length < 2, 'one featured title does not rotate');
    await page.goto('/');
    const hero = page.getByRole('region', { name: BROWSE_LABELS.featured });
    await hero.getByRole('button', { name: BROWSE_LABELS.pauseRotation }).click();
    await expect(hero.getByRole('button', { name: BROWSE_LABELS.resumeRotation })).toBeVisible();
    await hero.getByRole('button', { name: BROWSE_LABELS.showFeatured(2, promoted.length) }).click();
    await expect(hero.getByRole('heading', { name: nameOf(promoted[1]!) })).toBeAttached();
  });

  test('arrow keys move between the tiles of a shelf and Tab leaves it', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor(viewer(variant));
    const { modules } = await fetchHome(page.request);
    const first = modules[0]!;
    await page.goto('/');
    const tiles = shelf(page, first.title).getByRole('listitem').getByRole('link');
    await expect(tiles.first()).toBeVisible();
    await tiles.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tiles.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tiles.last()).toBeFocused();
    await expect(tiles.last()).toBeInViewport();
    await page.keyboard.press('Home');
    await expect(tiles.first()).toBeFocused();
    await page.keyboard.press('Tab');
    // Focus has left the first shelf: the next stop is in the next shelf (or its See all).
    await expect(shelf(page, first.title).locator(':focus')).toHaveCount(0);
    await expect(shelf(page, modules[1]!.title).locator(':focus')).toHaveCount(1);
  });

  test('a signed-in viewer removes a title from Continue Watching', async ({ page, becomeVisitor, db }) => {
    const user = await becomeVisitor('authorized');
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM titles WHERE type = 'movie' ORDER BY id LIMIT 2`,
    );
    for (const [index, row] of rows.entries()) {
      await db.query(
        `INSERT INTO watch_progress (tve_user_id, title_id, seconds, status, updated_at)
         VALUES ($1, $2, 600, 'IN_PROGRESS', now() - make_interval(mins => $3))`,
        [user!.tveUserId, row.id, index],
      );
    }
    await page.goto('/');
    const resume = shelf(page, BROWSE_LABELS.continueWatching);
    for (const row of rows) await expect(resume.getByRole('link', { name: row.name })).toBeVisible();
    // The tile leaves at once (optimistic); the reload waits for the server to have it too.
    const removed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/resumewatching/${rows[0]!.id}`));
    await resume.getByRole('button', { name: BROWSE_LABELS.removeFromContinueWatching(rows[0]!.name) }).click();
    await expect(resume.getByRole('link', { name: rows[0]!.name })).toHaveCount(0);
    await expect(resume.getByRole('link', { name: rows[1]!.name })).toBeFocused();
    expect((await removed).ok()).toBe(true);
    await page.reload();
    await expect(shelf(page, BROWSE_LABELS.continueWatching).getByRole('link', { name: rows[1]!.name })).toBeVisible();
    await expect(shelf(page, BROWSE_LABELS.continueWatching).getByRole('link', { name: rows[0]!.name })).toHaveCount(0);
  });

  test('reports each page view to client-interaction', async ({ page, variant, becomeVisitor }) => {
    await becomeVisitor(viewer(variant));
    const pageView = () =>
      page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-interaction');
    const [home] = await Promise.all([pageView(), page.goto('/')]);
    expect(home.postDataJSON()).toMatchObject({
      action: 'pageView',
      actionType: 'pageView',
      meta: { pageName: 'home', siteSection: 'home', subSections: [] },
      app: { variant },
      user: { state: variant === 'stat' ? 'anonymous' : 'authorized' },
    });
    const [about] = await Promise.all([pageView(), page.goto('/about')]);
    expect(about.postDataJSON()).toMatchObject({ meta: { pageName: 'about', siteSection: 'about' } });
  });

  test('passes axe with its hero and shelves', async ({ page, variant, becomeVisitor }) => {
    test.slow(true, 'axe over ten shelves of tiles takes over 20 s on a loaded 2-core machine');
    await becomeVisitor(viewer(variant));
    const { modules } = await fetchHome(page.request);
    await page.goto('/');
    await expect(shelf(page, modules[0]!.title)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('home on a phone', () => {
  test('offers the app with the store for the device in the provider variant', { tag: '@mobile' }, async ({ page, variant, becomeVisitor, isMobile }) => {
    test.skip(!isMobile || variant !== 'stat', 'the app offer is the provider variant on mobile');
    await becomeVisitor('signedOut');
    const dictionary = await fetchDictionary(page.request);
    await page.goto('/');
    // The mobile project is a Pixel (Android): Google Play only.
    const download = page.getByRole('link', { name: BROWSE_LABELS.downloadGooglePlay });
    await expect(download).toHaveAttribute('href', dictionary.appStores.google);
    await expect(page.getByRole('link', { name: BROWSE_LABELS.downloadAppStore })).toHaveCount(0);
    await expect(page.getByRole('link', { name: BROWSE_LABELS.downloadAmazon })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('shows the catalogue in the direct variant', { tag: '@mobile' }, async ({ page, variant, becomeVisitor, isMobile }) => {
    test.skip(!isMobile || variant !== 'ott', 'the direct variant plays on mobile');
    await becomeVisitor('authorized');
    const { modules } = await fetchHome(page.request);
    await page.goto('/');
    await expect(shelf(page, modules[0]!.title)).toBeVisible();
    await expect(page.getByRole('link', { name: BROWSE_LABELS.downloadGooglePlay })).toHaveCount(0);
  });
});

// Screenshots for a person to look at (E2E_SCREENSHOTS=1): home at the three widths.
test.describe('home screenshots', () => {
  test('of the app offer on a phone', { tag: '@mobile' }, async ({ page, variant, becomeVisitor, isMobile }) => {
    test.skip(!process.env.E2E_SCREENSHOTS || !isMobile || variant !== 'stat', 'screenshots only on request, of the provider variant on a phone');
    await becomeVisitor(viewer(variant));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.screenshot({ path: join(repoRoot, '.tmp', 'screens', `home-${variant}-phone.png`) });
  });

  for (const width of [375, 768, 1024, 1280]) {
    test(`at ${width} px`, async ({ page, variant, becomeVisitor, isMobile }) => {
      test.skip(!process.env.E2E_SCREENSHOTS || isMobile, 'screenshots only on request');
      test.slow(true, 'the first request of each artwork renders it');
      await becomeVisitor(viewer(variant));
      const { modules } = await fetchHome(page.request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(shelf(page, modules[0]!.title)).toBeVisible();
      // Pause the hero so every width shows the first featured title.
      const { promoted } = await fetchHome(page.request);
      await page.getByRole('button', { name: BROWSE_LABELS.pauseRotation }).click();
      await page.getByRole('button', { name: BROWSE_LABELS.showFeatured(1, promoted.length) }).click();
      await page.mouse.move(0, 0);
      // The images in view have arrived (lazy ones below the fold are left alone).
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
          })
          .every((image) => image.complete),
      );
      const file = (suffix: string) => join(repoRoot, '.tmp', 'screens', `home-${variant}-${width}${suffix}.png`);
      await page.screenshot({ path: file('') });
      await page.screenshot({ path: file('-full'), fullPage: true });
    });
  }
});
