import type { Page } from '@playwright/test';
import { EDIT_BILLING_ANCHOR, MESSAGES, SUBSCRIPTION_SETTINGS_LABELS } from '@stat/contracts';
import { createDirectAccount, newEmail, submitAccountCredentials } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshot.ts';
import { accountButton, DEMO_PASSWORD } from '../support/sign-in.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';

const L = SUBSCRIPTION_SETTINGS_LABELS;

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await submitAccountCredentials(page, email, DEMO_PASSWORD);
  await expect(accountButton(page)).toBeVisible();
}

/** Scrolls the heading to the top of the view, below the sticky header. */
async function toTop(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, exact: true }).evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -100);
  });
}

/** Settings' subscription on ott, to look at (.tmp/screenshots); on request, E2E_SCREENSHOTS=1. */
test.describe('subscription settings screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, baseURL }) => {
      test.skip(!process.env.E2E_SCREENSHOTS || variant !== 'ott', 'on request, of the direct variant');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await signInAs(page, 'subscriber@stat.test');
      await page.goto('/settings');
      await toTop(page, L.details.heading);
      await screenshot(page, `subscription-details-${width}`);
      await page.getByRole('heading', { name: L.transactions.heading }).scrollIntoViewIfNeeded();
      await screenshot(page, `subscription-transactions-${width}`);
      await page.getByRole('button', { name: /^Receipt for/ }).first().click();
      await expect(page.getByRole('dialog', { name: L.receipt.title }).getByRole('rowheader', { name: L.receipt.total, exact: true })).toBeVisible();
      await screenshot(page, `subscription-receipt-${width}`);
      await page.keyboard.press('Escape');

      await page.context().clearCookies();
      await createDirectAccount(page, baseURL!, newEmail());
      await subscribeThroughApi(page, baseURL!);
      await page.goto(`/settings#${EDIT_BILLING_ANCHOR}`);
      const form = page.getByRole('form', { name: L.editBilling.formHeading });
      await form.getByRole('button', { name: L.editBilling.save }).click();
      await expect(form.getByText(MESSAGES.billingFirstNameRequired).first()).toBeVisible();
      await toTop(page, L.editBilling.heading);
      await screenshot(page, `edit-billing-errors-${width}`);

      await signInAs(page, 'complimentary@stat.test');
      await page.goto('/settings');
      await toTop(page, L.details.heading);
      await screenshot(page, `complimentary-settings-${width}`);
    });
  }
});
