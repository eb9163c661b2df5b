import { IDP_LABELS, LABELS, MESSAGES } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectPage, pathname, providerPicker } from '../support/app.ts';
import { accountButton, chooseProvider, DEMO_PASSWORD, pickProvider, submitProviderCredentials } from '../support/sign-in.ts';

test.describe('signing in through a TV provider', () => {
  test.skip(({ variant }) => variant !== 'stat', 'TV-provider sign-in is the stat variant');

  test('viewer: the provider page refuses a wrong password, then the viewer lands back where they were, signed in, with the terms notice', async ({
    page,
  }) => {
    await page.goto('/about');
    await pickProvider(page, 'Bluefinch Fiber');

    // The provider's own page, in its name.
    await expect(page.getByRole('heading', { name: IDP_LABELS.signInTitle('Bluefinch Fiber') })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitProviderCredentials(page, 'viewer', 'not-the-password');
    await expect(page.getByText(IDP_LABELS.wrongCredentials)).toBeVisible();

    await submitProviderCredentials(page, 'viewer', DEMO_PASSWORD);
    await expect(accountButton(page)).toBeVisible();
    await expect.poll(() => pathname(page)).toBe('/about');
    const notice = page.getByRole('region', { name: LABELS.termsNotification, exact: true });
    await expect(notice.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    // A complete profile goes straight in: no dialog is waiting.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-out visitor sent to the picker by /settings lands on Settings once signed in', async ({ page }) => {
    await page.goto('/settings');
    // The settings section opens the picker over home (route matrix); signing in goes back there.
    await expect(providerPicker(page)).toBeVisible();
    await chooseProvider(page, 'Bluefinch Fiber');
    await expect(page.getByRole('heading', { name: IDP_LABELS.signInTitle('Bluefinch Fiber') })).toBeVisible();
    await submitProviderCredentials(page, 'viewer');
    await expect(accountButton(page)).toBeVisible();
    await expectPage(page, LABELS.settings);
    expect(pathname(page)).toBe('/settings');
  });

  test('a deep link to one provider (/tvp/{msoId}) opens that provider\'s page directly', async ({ page }) => {
    await page.goto('/tvp/101');
    await expect(page.getByRole('heading', { name: IDP_LABELS.signInTitle('Northwind Cable') })).toBeVisible();
    await expect(page.getByLabel(IDP_LABELS.username)).toBeVisible();
  });

  test('a failed round trip says so and leaves the visitor signed out', async ({ page }) => {
    await page.goto('/handleLogin?error=error.tve.signInFailed');
    const modal = page.getByRole('dialog', { name: MESSAGES.signInFailedTitle });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: MESSAGES.ok }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: LABELS.signIn })).toBeVisible();
  });
});
