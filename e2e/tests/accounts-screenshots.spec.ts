import { ACCOUNT_LABELS, MESSAGES } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading } from '../support/app.ts';
import { CREATED_PASSWORD, createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { screenshot } from '../support/screenshot.ts';

const A = ACCOUNT_LABELS;

/** The direct variant's account pages, to look at (.tmp/screenshots); on request, E2E_SCREENSHOTS=1. */
test.describe('account screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, baseURL }) => {
      test.skip(!process.env.E2E_SCREENSHOTS || variant !== 'ott', 'on request, of the direct variant');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1, name: A.frontDoor.headline })).toBeVisible();
      await screenshot(page, `front-door-${width}`);

      await page.getByRole('link', { name: A.frontDoor.createAccount }).click();
      await expect(mainHeading(page)).toHaveText(A.createAccount.title);
      const form = page.getByRole('main');
      await form.getByLabel(A.createAccount.email).fill('subscriber@stat.test');
      await form.getByLabel(A.createAccount.password, { exact: true }).fill('brighter');
      await form.getByRole('button', { name: A.createAccount.submit }).click();
      await screenshot(page, `create-account-errors-${width}`);
      await form.getByLabel(A.createAccount.password, { exact: true }).fill('brighter-day-42');
      await form.getByLabel(A.createAccount.firstName).fill('Robin');
      await form.getByLabel(A.createAccount.lastName).fill('Vale');
      await form.getByLabel(A.createAccount.zipcode).fill('10001');
      await form.getByLabel(A.createAccount.birthDate).fill('1990-04-12');
      await form.getByRole('button', { name: A.createAccount.submit }).click();
      await expect(page.getByRole('dialog', { name: MESSAGES.userExistsTitle })).toBeVisible();
      await screenshot(page, `user-exists-${width}`);

      await page.goto('/welcome');
      await page.getByRole('link', { name: A.frontDoor.signIn }).click();
      await page.getByLabel(A.signInPage.email).fill('subscriber@stat.test');
      await page.getByLabel(A.signInPage.password, { exact: true }).fill('not-the-password-1');
      await page.getByRole('button', { name: A.signInPage.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(A.signInPage.wrongCredentials);
      await screenshot(page, `account-sign-in-${width}`);

      await page.goto('/forgot-password');
      await expect(mainHeading(page)).toHaveText(A.forgotPassword.title);
      await screenshot(page, `forgot-password-${width}`);
      await page.goto('/reset-password?token=used');
      await page.getByLabel(A.resetPassword.newPassword, { exact: true }).fill('brighter-day-42');
      await screenshot(page, `reset-password-${width}`);

      await createDirectAccount(page, baseURL!, newEmail());
      await page.goto('/settings');
      const account = page.getByRole('region', { name: A.profile.title });
      await account.getByRole('button', { name: A.confirmPassword.title }).click();
      const confirm = page.getByRole('dialog', { name: A.confirmPassword.title });
      await confirm.getByLabel(A.confirmPassword.password, { exact: true }).fill('not-the-password-1');
      await confirm.getByRole('button', { name: A.confirmPassword.submit }).click();
      await expect(confirm.getByLabel(A.confirmPassword.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, `confirm-password-${width}`);
      await confirm.getByLabel(A.confirmPassword.password, { exact: true }).fill(CREATED_PASSWORD);
      await confirm.getByRole('button', { name: A.confirmPassword.submit }).click();
      await expect(account.getByText('Robin Vale')).toBeVisible();
      await screenshot(page, `account-settings-${width}`);
    });
  }
});
