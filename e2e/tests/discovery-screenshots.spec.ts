import type { Page } from '@playwright/test';
import { FIND_LABELS, LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading } from '../support/app.ts';
import { addToMyList } from '../support/my-list.ts';
import { screenshot } from '../support/screenshot.ts';

// From the seed catalogue (apps/api/seed/catalogue.json).
const LISTED = [
  { kind: 'series', id: 9 },
  { kind: 'title', id: 20036 },
  { kind: 'series', id: 2 },
] as const;
const L = FIND_LABELS.search;

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: L.field });

/** The search, live TV and My List screens, to look at (.tmp/screenshots); on request, E2E_SCREENSHOTS=1. */
test.describe('discovery screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, becomeVisitor }) => {
      test.skip(!process.env.E2E_SCREENSHOTS || variant !== 'stat', 'on request, of one variant');
      test.slow(true, 'every image in view is waited for; the server draws artwork on first request');
      await becomeVisitor('authorized');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await page.goto('/search/harbor');
      await expect(page.getByRole('heading', { name: /results?$/ })).toBeVisible();
      await screenshot(page, `search-${width}`);

      await page.goto('/schedule');
      await expect(mainHeading(page)).toBeVisible();
      await screenshot(page, `schedule-${width}`);

      if (width === 375) return; // suggestions and the drawer's My List are desktop features
      await searchBox(page).fill('glass');
      await expect(page.getByRole('listbox', { name: L.suggestions })).toBeVisible();
      await screenshot(page, `suggestions-${width}`);

      await searchBox(page).press('Escape');
      for (const item of LISTED) await addToMyList(page, item.kind, item.id);
      await page.getByRole('banner').getByRole('button', { name: LABELS.account, exact: true }).click();
      await expect(page.getByRole('dialog', { name: LABELS.account }).getByRole('region', { name: LABELS.myList }).getByRole('listitem')).toHaveCount(
        LISTED.length,
      );
      await screenshot(page, `drawer-${width}`);
    });
  }
});
