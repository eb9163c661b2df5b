import type { Page, Request } from '@playwright/test';
import { APP_VERSION, CONTENT_VERSION, DISPLAY_TYPE, LABELS, MESSAGES, STAT_HEADERS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { fetchStartupDataFromApi, mainHeading } from '../support/app.ts';

function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (req) => {
    // The wrapper's calls are fetches; images under /api/art are the browser's own requests.
    if (req.resourceType() === 'fetch' && new URL(req.url()).pathname.startsWith('/api/')) seen.push(req);
  });
  return seen;
}

/** Opens the account drawer and presses Sign Out. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: LABELS.account, exact: true }).click();
  await page.getByRole('dialog', { name: LABELS.account }).getByRole('button', { name: LABELS.signOut }).click();
}

test.describe('API wrapper', () => {
  // The start-up calls are the first calls the app makes, when the document does not embed their data.
  test('every API call carries the three X-STAT headers', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await fetchStartupDataFromApi(page);
    const requests = apiRequests(page);
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    expect(requests.length).toBeGreaterThanOrEqual(3);
    for (const req of requests) {
      const headers = await req.allHeaders();
      expect.soft(headers[STAT_HEADERS.appVersion.toLowerCase()], req.url()).toBe(APP_VERSION);
      expect.soft(headers[STAT_HEADERS.contentVersion.toLowerCase()], req.url()).toBe(CONTENT_VERSION);
      expect.soft(headers[STAT_HEADERS.displayType.toLowerCase()], req.url()).toBe(DISPLAY_TYPE);
      expect.soft(headers['content-type'], req.url()).toContain('application/json');
    }
  });

  test('start-up sends now, user and dictionary together, once each', async ({ page, becomeVisitor }) => {
    await becomeVisitor('unauthorized');
    await fetchStartupDataFromApi(page);
    const requests = apiRequests(page);
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const count = (path: string) => requests.filter((r) => new URL(r.url()).pathname === path).length;
    expect(count('/api/now')).toBe(1);
    expect(count('/api/user')).toBe(1);
    expect(count('/api/dictionary')).toBe(1);
  });

  test('credentials are included: the session cookie reaches the API', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await fetchStartupDataFromApi(page);
    const requests = apiRequests(page);
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const user = requests.find((r) => new URL(r.url()).pathname === '/api/user');
    expect((await user!.allHeaders()).cookie ?? '').toContain('stat_sid=');
  });

  test('a non-OK answer without an error object shows the server error text with OK', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await page.route('**/api/device/unpair', (route) => route.fulfill({ status: 503, body: '' }));
    await signOut(page);
    const modal = page.getByRole('dialog').filter({ hasText: MESSAGES.serverUncaught });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: MESSAGES.ok, exact: true })).toBeVisible();
  });

  test('a network failure shows the client error text with OK', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await page.route('**/api/device/unpair', (route) => route.abort('connectionreset'));
    await signOut(page);
    const modal = page.getByRole('dialog').filter({ hasText: MESSAGES.clientUncaught });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: MESSAGES.ok, exact: true })).toBeVisible();
  });

  test('an answer with an error field is rejected with that error, even with status 200', async ({
    page,
    becomeVisitor,
  }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const body = 'Your device could not be unpaired right now.';
    await page.route('**/api/device/unpair', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: { code: 'error.e2e', body } }) }),
    );
    await signOut(page);
    await expect(page.getByRole('dialog').filter({ hasText: body })).toBeVisible();
  });
});
