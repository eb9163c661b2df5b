import { APP_LABELS, FALLBACK_HELP_CENTER_URL, MESSAGES } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectRoute, fetchDictionary, fetchStartupDataFromApi, mainHeading } from '../support/app.ts';
import { HEADINGS, home } from '../../apps/web/src/testing/route-expectations.ts';

const STARTUP_CALLS = ['/api/now', '/api/user', '/api/dictionary'];

// The server embeds the start-up data in the document; these journeys remove it so the app
// fetches each call, which the test then breaks or holds.

test.describe('start-up', () => {
  for (const call of STARTUP_CALLS) {
    test(`a failing ${call} shows the full-page SERVER ERROR box`, async ({ page, request, becomeVisitor }) => {
      const { helpUrls } = await fetchDictionary(request);
      await becomeVisitor('authorized');
      await fetchStartupDataFromApi(page);
      await page.route(`**${call}`, (route) => route.fulfill({ status: 500, body: 'broken' }));
      await page.goto('/');
      await expect(page.getByRole('heading', { name: MESSAGES.startupFailureTitle })).toBeVisible();
      await expect(page.getByText(MESSAGES.startupFailureBody, { exact: true })).toBeVisible();
      // The dictionary may be the call that failed: the help-center link cannot depend on it.
      const help = page.getByRole('link', { name: APP_LABELS.helpCenterLink });
      await expect(help).toBeVisible();
      const expectedHref = call === '/api/dictionary' ? FALLBACK_HELP_CENTER_URL : helpUrls.helpCenter;
      await expect(help).toHaveAttribute('href', expectedHref);
      // No content is shown behind the error.
      await expect(page).not.toHaveTitle(/\|/);
    });
  }

  test('the start-up data embedded in the document spares the start-up calls', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    const calls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (STARTUP_CALLS.includes(path)) calls.push(path);
    });
    await page.goto('/about');
    await expect(mainHeading(page)).toHaveText(HEADINGS.about);
    expect(calls).toEqual([]);
  });

  test('a network failure of the dictionary also shows SERVER ERROR', async ({ page }) => {
    await fetchStartupDataFromApi(page);
    await page.route('**/api/dictionary', (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: MESSAGES.startupFailureTitle })).toBeVisible();
    await expect(page.getByText(MESSAGES.startupFailureBody, { exact: true })).toBeVisible();
  });

  test('a signed-out answer for the user is tolerated', { tag: '@mobile' }, async ({ page, variant, isMobile }) => {
    const userAnswers: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/user') userAnswers.push(res.status());
    });
    await fetchStartupDataFromApi(page);
    await page.goto('/');
    const outcome = home({ variant, state: 'signedOut', mobile: isMobile });
    await expectRoute(page, 'page' in outcome ? outcome.page : '');
    expect(userAnswers).toEqual([401]);
    await expect(page.getByRole('heading', { name: MESSAGES.startupFailureTitle })).toHaveCount(0);
  });

  test('the preloader shows the logo until start-up is done', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await fetchStartupDataFromApi(page);
    await page.route('**/api/dictionary', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    // The preloader is a status named after the product, showing the logo (decorative to AT).
    const preloader = page.getByRole('status', { name: new RegExp(APP_LABELS.brandName) });
    await expect(preloader).toBeVisible();
    await expect(preloader.locator('svg')).toBeVisible();
    await expect(mainHeading(page)).toHaveCount(0);
    release();
    await expect(mainHeading(page)).toHaveText(HEADINGS.about);
    await expect(preloader).toHaveCount(0);
  });
});
