import type { Page } from '@playwright/test';
import {
  FIND_LABELS,
  IMAGE_TYPES,
  LABELS,
  MESSAGES,
  MY_LIST_ITEM_REMOVED_EVENT,
  MY_LIST_REFETCH_MS,
} from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading } from '../support/app.ts';
import { addToMyList } from '../support/my-list.ts';

// From the seed catalogue (apps/api/seed/catalogue.json).
const SERIES = { id: 9, name: 'Glass Harbor' };
const MOVIE = { id: 20036, name: 'Kestrel Bay' };
const L = FIND_LABELS.myList;

const drawer = (page: Page) => page.getByRole('dialog', { name: LABELS.account });
const myList = (page: Page) => drawer(page).getByRole('region', { name: LABELS.myList });
const rowOf = (page: Page, name: string) => myList(page).getByRole('listitem').filter({ hasText: name });

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: LABELS.account, exact: true }).click();
  await expect(drawer(page)).toBeVisible();
}

/** Records every MY_LIST_ITEM_REMOVED_EVENT the window hears, in window.__removed. */
async function listenForRemovals(page: Page) {
  await page.evaluate((name) => {
    const record = window as unknown as { __removed: unknown[] };
    record.__removed = [];
    window.addEventListener(name, (event) => record.__removed.push((event as CustomEvent).detail));
  }, MY_LIST_ITEM_REMOVED_EVENT);
}

const removals = (page: Page) => page.evaluate(() => (window as unknown as { __removed: unknown[] }).__removed);

test.describe('My List in the drawer', () => {
  test('an empty list says so', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await openDrawer(page);
    await expect(myList(page).getByText(LABELS.myListEmpty)).toBeVisible();
  });

  test('items added show newest first with the image of their type; removal dims, then removes and tells the window', async ({
    page,
    becomeVisitor,
  }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await addToMyList(page, 'series', SERIES.id);
    await addToMyList(page, 'title', MOVIE.id);
    await listenForRemovals(page);
    await openDrawer(page);

    const rows = myList(page).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(MOVIE.name);
    await expect(rows.nth(1)).toContainText(SERIES.name);
    // Play overlay: a series opens its page, a movie plays; posters for series, landscape otherwise.
    const seriesLink = rowOf(page, SERIES.name).getByRole('link', { name: L.open(SERIES.name) });
    await expect(seriesLink).toHaveAttribute('href', `/series/${SERIES.id}`);
    await expect(seriesLink.locator('img')).toHaveAttribute('width', String(IMAGE_TYPES.playlistSeriesListDisplay.width));
    const movieLink = rowOf(page, MOVIE.name).getByRole('link', { name: L.play(MOVIE.name) });
    await expect(movieLink).toHaveAttribute('href', `/play/${MOVIE.id}`);
    await expect(movieLink.locator('img')).toHaveAttribute('width', String(IMAGE_TYPES.playlistListDisplay.width));
    await expectNoAxeViolations(page, 'dialog[open]');

    // Hold the DELETE so the processing state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let deletes = 0;
    await page.route(`**/api/v3/user/my-list/title/${MOVIE.id}`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      deletes += 1;
      await held;
      await route.fallback();
    });
    const remove = rowOf(page, MOVIE.name).getByRole('button', { name: L.remove(MOVIE.name) });
    await remove.click();
    const movieRow = rowOf(page, MOVIE.name);
    await expect(movieRow).toHaveAttribute('aria-busy', 'true');
    await expect(movieRow).toContainText(L.removing);
    // No second removal while processing.
    await remove.dispatchEvent('click');
    expect(deletes).toBe(1);
    expect(await removals(page)).toEqual([]);

    release();
    await expect(movieRow).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await expect(myList(page).getByRole('status')).toHaveText(L.removed(MOVIE.name));
    expect(await removals(page)).toEqual([{ id: MOVIE.id, kind: 'title' }]);
    expect(deletes).toBe(1);
  });

  test('a failed removal keeps the item and says so', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await addToMyList(page, 'title', MOVIE.id);
    await page.route(`**/api/v3/user/my-list/title/${MOVIE.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await openDrawer(page);
    await rowOf(page, MOVIE.name).getByRole('button', { name: L.remove(MOVIE.name) }).click();
    await expect(myList(page).getByRole('status')).toHaveText(MESSAGES.myListFailed);
    await expect(rowOf(page, MOVIE.name)).toBeVisible();
    await expect(rowOf(page, MOVIE.name)).not.toHaveAttribute('aria-busy', 'true');
  });

  test('the list is not fetched again within the refetch window', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.clock.install({ time: Date.now() });
    let gets = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v3/user/my-list') gets += 1;
    });
    await page.goto('/about');
    await openDrawer(page);
    await expect(myList(page).getByText(LABELS.myListEmpty)).toBeVisible();
    expect(gets).toBe(1);

    await page.keyboard.press('Escape');
    await openDrawer(page);
    await expect(myList(page).getByText(LABELS.myListEmpty)).toBeVisible();
    expect(gets).toBe(1);

    await page.keyboard.press('Escape');
    await page.clock.fastForward(MY_LIST_REFETCH_MS + 1_000);
    const refetch = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v3/user/my-list');
    await openDrawer(page);
    await refetch;
    expect(gets).toBe(2);
  });
});
