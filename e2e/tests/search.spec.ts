import type { Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE, FIND_LABELS, QUICK_SEARCH_MIN_LENGTH, searchPageSchema } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading, pathname, scrollThroughEveryPage } from '../support/app.ts';

// From the seed catalogue (apps/api/seed/catalogue.json).
const SERIES = { id: 9, name: 'Glass Harbor' };
const TYPO = { wrong: 'Meridain Heigths', right: 'Meridian Heights', id: 6 };
/** A word many titles share, for more than one page of results. */
const BROAD_TERM = process.env.E2E_BROAD_SEARCH_TERM ?? 'night';
const L = FIND_LABELS.search;

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: L.field });
const suggestions = (page: Page) => page.getByRole('listbox', { name: L.suggestions });
const isQuickSearch = (url: string) => new URL(url).pathname.startsWith('/api/search/quick/');

test.describe('search', () => {
  test.beforeEach(async ({ becomeVisitor }) => {
    // Search is a content route: open to all on desktop in stat, authorized only in ott.
    await becomeVisitor('authorized');
  });

  test('quick search asks from three characters; fewer clears the suggestions', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isQuickSearch(request.url())) asked.push(decodeURIComponent(new URL(request.url()).pathname.split('/').pop()!));
    });
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const box = searchBox(page);

    await box.pressSequentially(SERIES.name.slice(0, QUICK_SEARCH_MIN_LENGTH - 1));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press(SERIES.name[QUICK_SEARCH_MIN_LENGTH - 1]!);
    await expect(suggestions(page)).toBeVisible();
    await expect(suggestions(page).getByRole('option', { name: new RegExp(SERIES.name) })).toBeVisible();
    expect(asked.every((text) => text.length >= QUICK_SEARCH_MIN_LENGTH)).toBe(true);
    await expectNoAxeViolations(page);

    // Under the minimum again: the list clears without another request.
    const before = asked.length;
    await box.press('Backspace');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(asked.length).toBe(before);

    // Keyboard: arrows move through the options, Escape closes, Enter opens the chosen one.
    await box.fill(SERIES.name);
    const option = suggestions(page).getByRole('option', { name: new RegExp(SERIES.name) });
    await expect(option).toBeVisible();
    await box.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await box.press('ArrowDown');
    await expect(suggestions(page)).toBeVisible();
    await box.press('ArrowDown');
    await expect(suggestions(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const firstName = await suggestions(page).getByRole('option').first().textContent();
    expect(firstName).toContain(SERIES.name);
    await box.press('Enter');
    await expect.poll(() => pathname(page)).toBe(`/series/${SERIES.id}`);
  });

  test('Enter on the text opens the results page, which appends pages to the last as the viewer scrolls', async ({ page, request }) => {
    const first = searchPageSchema.parse(await (await request.get(`/api/search/${BROAD_TERM}/page/1`)).json());
    expect(first.pageCount, `"${BROAD_TERM}" fills more than one page`).toBeGreaterThan(1);

    await page.goto('/about');
    await searchBox(page).fill(BROAD_TERM);
    await searchBox(page).press('Enter');
    await expect.poll(() => pathname(page)).toBe(`/search/${BROAD_TERM}`);
    await expect(page.getByText(L.resultsFor(BROAD_TERM), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: L.resultCount(first.total) })).toBeVisible();

    const results = page.getByRole('main').getByRole('listitem');
    await expect(results).toHaveCount(CATALOGUE_PAGE_SIZE);
    await scrollThroughEveryPage(page, results, first.total);
    await expect(page.getByRole('button', { name: L.loadMore })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('a typo still finds the title, and the result leads to its page', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent(TYPO.wrong)}`);
    const result = page.getByRole('main').getByRole('link', { name: new RegExp(TYPO.right) }).first();
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('href', `/series/${TYPO.id}`);
  });

  test('a search without results says so', async ({ page }) => {
    await page.goto('/search/zzqxv');
    await expect(page.getByRole('heading', { name: L.emptyTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
