import { LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { headerSignIn, mainHeading, providerPicker } from '../support/app.ts';

test.describe('keyboard use', () => {
  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: LABELS.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the drawer opens, is used and closes by keyboard', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const account = page.getByRole('button', { name: LABELS.account, exact: true });
    await account.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: LABELS.account });
    await expect(drawer).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the drawer and stays there.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(account).toBeFocused();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  test('Esc closes the provider picker and focus goes back to the Sign In that opened it', async ({ page, variant }) => {
    test.skip(variant !== 'stat', 'the provider picker is the provider variant’s way to sign in');
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const signIn = headerSignIn(page, variant);
    await signIn.focus();
    await page.keyboard.press('Enter');
    const picker = providerPicker(page);
    await expect(picker).toBeVisible();
    await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test('a drawer link is followed with Enter', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/about');
    await page.getByRole('button', { name: LABELS.account, exact: true }).press('Enter');
    const drawer = page.getByRole('dialog', { name: LABELS.account });
    await drawer.getByRole('link', { name: LABELS.settings }).press('Enter');
    await expect(mainHeading(page)).toHaveText(LABELS.settings);
    await expect(drawer).toBeHidden();
  });
});
