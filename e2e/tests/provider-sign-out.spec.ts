import { IDP_LABELS, LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { pathname } from '../support/app.ts';
import { accountButton, pickProvider, signInThroughProvider, signOutFromDrawer } from '../support/sign-in.ts';

test.describe('signing out of a TV provider', () => {
  test.skip(({ variant }) => variant !== 'stat', 'TV-provider sign-out is the stat variant');

  test('viewer: the provider logout is called with the two headers, then home; the provider asks again next time', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, 'Bluefinch Fiber', 'viewer');
    await expect(accountButton(page)).toBeVisible();
    await page.goto('/about');

    const logout = page.waitForRequest((request) => request.url().includes('/idp/logout/102'));
    await signOutFromDrawer(page);
    const headers = (await logout).headers();
    expect(headers['x-stat-contentversion']).toBe('STAT');
    expect(headers['x-stat-displaytype']).toBe('WEB');
    await expect(page.getByRole('banner').getByRole('button', { name: LABELS.signIn })).toBeVisible();
    await expect.poll(() => pathname(page)).toBe('/');

    // The provider's own session ended too: its page asks for the password again.
    await pickProvider(page, 'Bluefinch Fiber');
    await expect(page.getByLabel(IDP_LABELS.password, { exact: true })).toBeVisible();
  });

  test('away: a provider with external logout is signed out in an invisible frame', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, 'Redcliff Communications', 'away');
    await expect(accountButton(page)).toBeVisible();
    // The sign-in ends with a navigation to the return page, which closes the drawer: opened
    // before it, the drawer closed under the click (seen when the suite shared the cores).
    await expect.poll(() => pathname(page)).toBe('/');

    const framed = page.waitForRequest(
      (request) => request.url().includes('/idp/logout/107') && request.frame() !== page.mainFrame(),
    );
    await signOutFromDrawer(page);
    await framed;
    await expect(page.getByRole('banner').getByRole('button', { name: LABELS.signIn })).toBeVisible();
    await pickProvider(page, 'Redcliff Communications');
    await expect(page.getByLabel(IDP_LABELS.password, { exact: true })).toBeVisible();
  });
});
