import type { Page } from '@playwright/test';
import { ACCOUNT_LABELS, ACCOUNT_PATHS, LABELS, MESSAGES } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading, pathname } from '../support/app.ts';
import { CREATED_PASSWORD, createDirectAccount, newEmail, resetPasswordElsewhere, submitAccountCredentials } from '../support/direct-accounts.ts';
import { linkInMail } from '../support/outbox.ts';
import { accountButton, DEMO_PASSWORD, signOutFromDrawer } from '../support/sign-in.ts';

const A = ACCOUNT_LABELS;
const NEW_PASSWORD = 'brighter-day-42';

const frontDoorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: A.frontDoor.headline });

test.describe('direct accounts', () => {
  test.skip(({ variant }) => variant !== 'ott', 'direct accounts are the ott variant');

  test('create an account: a taken e-mail gets User Exists, a new one is signed in and not yet subscribed', async ({ page }) => {
    await page.goto('/');
    await expect(frontDoorHeading(page)).toBeVisible();
    // The front door is the way in: the header does not link to it from itself.
    await expect(page.getByRole('banner').getByRole('link', { name: LABELS.signIn })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: A.frontDoor.createAccount }).click();
    await expect(mainHeading(page)).toHaveText(A.createAccount.title);

    const form = page.getByRole('main');
    await form.getByLabel(A.createAccount.email).fill('subscriber@stat.test');
    const password = form.getByLabel(A.createAccount.password, { exact: true });
    await password.fill('short');
    // The rules are stated on the form and ticked as the visitor types.
    await expect(form.getByText(A.passwordRules.heading)).toBeVisible();
    await password.fill(NEW_PASSWORD);
    await form.getByLabel(A.createAccount.firstName).fill('Robin');
    await form.getByLabel(A.createAccount.lastName).fill('Vale');
    await form.getByLabel(A.createAccount.zipcode).fill('10001');
    await form.getByLabel(A.createAccount.birthDate).fill('1990-04-12');
    await form.getByLabel(A.createAccount.newsletter).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: A.createAccount.submit }).click();

    const exists = page.getByRole('dialog', { name: MESSAGES.userExistsTitle });
    await expect(exists).toBeVisible();
    await exists.getByRole('button', { name: MESSAGES.ok }).click();
    await expect(exists).toBeHidden();

    const email = newEmail();
    await form.getByLabel(A.createAccount.email).fill(email);
    await form.getByRole('button', { name: A.createAccount.submit }).click();
    await expect(accountButton(page)).toBeVisible();
    // Signed in before the page leaves the form: poll the address rather than read it once.
    await expect.poll(() => pathname(page)).not.toBe('/signup');
  });

  test('sign in through the account provider’s page, a wrong password first; sign out to the front door, where Sign In asks for the password again', async ({ page }) => {
    await page.goto('/welcome');
    await page.getByRole('link', { name: A.frontDoor.signIn }).click();
    await submitAccountCredentials(page, 'subscriber@stat.test', 'not-the-password-1');
    await expect(page.getByRole('alert')).toHaveText(A.signInPage.wrongCredentials);
    await expectNoAxeViolations(page);
    // The e-mail stays; the password is typed again, by keyboard alone.
    const email = page.getByLabel(A.signInPage.email);
    await expect(email).toHaveValue('subscriber@stat.test');
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(A.signInPage.password, { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(accountButton(page)).toBeVisible();
    await expect.poll(() => pathname(page)).toBe('/');
    await signOutFromDrawer(page);
    await expect(frontDoorHeading(page)).toBeVisible();
    await expect.poll(() => pathname(page)).toBe('/welcome');
    // Signed out at the account provider too: on a shared computer the next person must type a password.
    await page.getByRole('link', { name: A.frontDoor.signIn }).click();
    await expect(page.getByLabel(A.signInPage.password, { exact: true })).toBeVisible();
    await expect(page.getByLabel(A.signInPage.email)).toHaveValue('');
  });

  test('reset a forgotten password through the link in the e-mail, then sign in with it', async ({ page, variant, baseURL }) => {
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.context().clearCookies();

    await page.goto('/welcome');
    await page.getByRole('link', { name: A.frontDoor.signIn }).click();
    await page.getByRole('link', { name: A.signInPage.forgot }).click();
    await expect(mainHeading(page)).toHaveText(A.forgotPassword.title);
    await page.getByRole('main').getByLabel(A.forgotPassword.email).fill(email);
    await page.getByRole('button', { name: A.forgotPassword.submit }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(A.forgotPassword.sent(email));

    const link = await linkInMail(variant, email, ACCOUNT_PATHS.resetPassword);
    await page.goto(link.pathname + link.search);
    await expect(mainHeading(page)).toHaveText(A.resetPassword.title);
    await page.getByLabel(A.resetPassword.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: A.resetPassword.submit }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(A.resetPassword.done);
    await expectNoAxeViolations(page);

    // The link worked once.
    await page.goto(link.pathname + link.search);
    await page.getByLabel(A.resetPassword.newPassword, { exact: true }).fill('another-day-43');
    await page.getByRole('button', { name: A.resetPassword.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(A.resetPassword.invalidLink);

    await page.goto('/welcome');
    await page.getByRole('link', { name: A.frontDoor.signIn }).click();
    await submitAccountCredentials(page, email, NEW_PASSWORD);
    await expect(accountButton(page)).toBeVisible();
  });

  test('Settings: confirm the password (a wrong one is refused) to see the details, then change the password', async ({ page, baseURL }) => {
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/settings');
    const account = page.getByRole('region', { name: A.profile.title });
    await expect(account.getByText(email)).toBeVisible();

    const reveal = account.getByRole('button', { name: A.confirmPassword.title });
    await reveal.click();
    const dialog = page.getByRole('dialog', { name: A.confirmPassword.title });
    const confirmField = dialog.getByLabel(A.confirmPassword.password, { exact: true });
    await expect(confirmField).toBeFocused();
    await confirmField.fill('not-the-password-1');
    await page.keyboard.press('Enter');
    await expect(confirmField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'dialog');
    await confirmField.fill(CREATED_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(account.getByText('Robin Vale')).toBeVisible();

    const change = page.getByRole('region', { name: A.changePassword.title });
    await change.getByLabel(A.changePassword.currentPassword, { exact: true }).fill(CREATED_PASSWORD);
    await change.getByLabel(A.changePassword.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await change.getByRole('button', { name: A.changePassword.submit }).click();
    await expect(change.getByRole('status')).toHaveText(A.changePassword.done);
    await expectNoAxeViolations(page);

    // This browser stays signed in; the new password is the one the provider takes.
    await signOutFromDrawer(page);
    await expect.poll(() => pathname(page)).toBe('/welcome');
    await page.getByRole('main').getByRole('link', { name: A.frontDoor.signIn }).click();
    await submitAccountCredentials(page, email, NEW_PASSWORD);
    await expect(accountButton(page)).toBeVisible();
  });

  test('signed-out detection: a password reset on another device sends the viewer to the front door', async ({
    page,
    request,
    variant,
    baseURL,
  }) => {
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/');
    await expect(accountButton(page)).toBeVisible();
    await resetPasswordElsewhere(request, { baseURL: baseURL!, variant, email, newPassword: NEW_PASSWORD });
    // The next call the app makes is refused: it notices at once, without a reload.
    await accountButton(page).click();
    await page.getByRole('dialog', { name: LABELS.account }).getByRole('link', { name: LABELS.settings }).click();
    await expect(frontDoorHeading(page)).toBeVisible();
    await expect.poll(() => pathname(page)).toBe('/welcome');
    await expect(accountButton(page)).toHaveCount(0);
  });
});
