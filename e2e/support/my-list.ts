import { expect, type Page } from '@playwright/test';
import { APP_VERSION, STAT_HEADERS } from '@stat/contracts';

/** Adds to My List through the API from the page, as the app's own button does. */
export async function addToMyList(page: Page, kind: 'series' | 'title', id: number) {
  const status = await page.evaluate(
    async ({ path, header, version }) => (await fetch(path, { method: 'POST', headers: { [header]: version } })).status,
    { path: `/api/v3/user/my-list/${kind}/${id}`, header: STAT_HEADERS.appVersion, version: APP_VERSION },
  );
  expect([200, 201]).toContain(status);
}
