import type { Locator, Page } from '@playwright/test';
import { LABELS, MESSAGES } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectPage, mainHeading, providerPicker } from '../support/app.ts';
import { HEADINGS } from '../../apps/web/src/testing/route-expectations.ts';

/**
 * The generic modal's rules (shell spec section 4) on the /forms showcase. The showcase's demo
 * modals (apps/web/src/features/form-controls/demo-modals.ts) are the fixtures: their titles and
 * button labels below are demo content, not spec strings.
 */
const DEMO = {
  plain: { open: 'Open modal', title: 'Update Your Preferences' },
  confirmation: { open: 'Open confirmation modal', title: 'Please Confirm' },
  error: { open: 'Open error modal' },
};

async function openDemo(page: Page, openLabel: string, title: string): Promise<Locator> {
  await page.goto('/forms');
  await expect(mainHeading(page)).toHaveText(HEADINGS.formControls);
  await page.getByRole('button', { name: openLabel, exact: true }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  return modal;
}

/** Clicks the page's backdrop, outside the centred modal box. */
async function clickBackdrop(page: Page) {
  await page.mouse.click(4, 4);
}

const isModalOpenOnPage = (page: Page) => page.evaluate(() => document.body.dataset.modalOpen === 'true');

/**
 * The modal's rules themselves (which buttons show, primary and secondary, loading, the
 * fallback OK, where each button leads) are unit tests: components/modal/*.test.ts(x). These
 * journeys keep what needs a real browser or the running app: the native dialog's Esc and
 * backdrop, the page-level modal-open state, and the router, picker and API wiring.
 */
test.describe('generic modal', () => {
  test('a button closes it, clears the page-level modal-open state and stays on the page', async ({ page }) => {
    const modal = await openDemo(page, DEMO.plain.open, DEMO.plain.title);
    expect(await isModalOpenOnPage(page)).toBe(true);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
    expect(await isModalOpenOnPage(page)).toBe(false);
    await expect(mainHeading(page)).toHaveText(HEADINGS.formControls);
  });

  test('closes on Esc, on a backdrop click and with the close icon', async ({ page }) => {
    const modal = await openDemo(page, DEMO.plain.open, DEMO.plain.title);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: DEMO.plain.open, exact: true }).click();
    await clickBackdrop(page);
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: DEMO.plain.open, exact: true }).click();
    await modal.getByRole('button', { name: LABELS.close, exact: true }).click();
    await expect(modal).toBeHidden();
  });

  test('requireConfirmation: Esc and backdrop do not close it, no close icon, a button does', async ({ page }) => {
    const modal = await openDemo(page, DEMO.confirmation.open, DEMO.confirmation.title);
    await expect(modal.getByRole('button', { name: LABELS.close, exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await clickBackdrop(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
  });

  test('a button with a route goes to that route', async ({ page, becomeVisitor }) => {
    await becomeVisitor('authorized');
    const modal = await openDemo(page, DEMO.plain.open, DEMO.plain.title);
    await modal.getByRole('button', { name: 'Open Settings' }).click();
    await expect(modal).toBeHidden();
    await expectPage(page, HEADINGS.settings);
  });

  test('login goes to the login route', async ({ page, variant }) => {
    test.skip(variant !== 'stat', 'the login route (/login, provider picker) is the provider variant’s');
    const modal = await openDemo(page, DEMO.confirmation.open, DEMO.confirmation.title);
    await modal.getByRole('button', { name: 'login' }).click();
    await expect(modal).toBeHidden();
    await expect(providerPicker(page)).toBeVisible();
  });

  test('an API error opens it with its title, body and OK', async ({ page }) => {
    await page.goto('/forms');
    await page.getByRole('button', { name: DEMO.error.open, exact: true }).click();
    const modal = page.getByRole('dialog', { name: LABELS.errorModalDefaultTitle });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(MESSAGES.serverUncaught)).toBeVisible();
    await expect(modal.getByRole('button', { name: MESSAGES.ok, exact: true })).toBeVisible();
  });
});

test.describe('password input', () => {
  test('toggles between hidden and shown with SHOW / HIDE and accessible labels', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/forms');
    const input = page.getByLabel('Password', { exact: false }).and(page.locator('input'));
    await input.fill('s3cret-pass');
    await expect(input).toHaveAttribute('type', 'password');
    const show = page.getByRole('button', { name: LABELS.showPassword, exact: true });
    await expect(show).toHaveText(LABELS.passwordShow);
    await show.click();
    await expect(input).toHaveAttribute('type', 'text');
    const hide = page.getByRole('button', { name: LABELS.hidePassword, exact: true });
    await expect(hide).toHaveText(LABELS.passwordHide);
    await expect(input).toHaveValue('s3cret-pass');
    await hide.click();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: LABELS.showPassword, exact: true })).toBeVisible();
  });
});
