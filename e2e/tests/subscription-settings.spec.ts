import type { Page } from '@playwright/test';
import {
  BILLING_LABELS,
  EDIT_BILLING_ANCHOR,
  GATEWAY_PAYPAL_LABELS,
  MESSAGES,
  PAYMENT_FIELD_LABELS,
  receiptSchema,
  SUBSCRIPTION_SETTINGS_LABELS,
  subscriptionDetailsSchema,
  type Dictionary,
} from '@stat/contracts';
import { fetchDictionary } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { NEXT_YEAR, TEST_CARDS, typeCard } from '../support/card-fields.ts';
import { createDirectAccount, newEmail, submitAccountCredentials } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { accountButton, DEMO_PASSWORD } from '../support/sign-in.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';

/*
 * The subscription in Settings (issue 24 section 1), through the UI, each screen checked by axe
 * and worked by keyboard: the seeded subscriber's details, transactions and a receipt; editing
 * billing with each of the spec's messages, then a new card in the details; accounts billed
 * elsewhere told who bills them, with nothing to edit.
 */

const L = SUBSCRIPTION_SETTINGS_LABELS;
const P = BILLING_LABELS.payment;

test.skip(({ variant }) => variant !== 'ott', 'subscriptions are the ott variant');

async function signInAs(page: Page, email: string) {
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await submitAccountCredentials(page, email, DEMO_PASSWORD);
  await expect(accountButton(page)).toBeVisible();
}

/** A row of the details' list: its label and value. */
const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('subscriber@stat.test sees its plan, price, next billing date, status and card, its charge, and opens the receipt by keyboard', async ({ page }) => {
  await signInAs(page, 'subscriber@stat.test');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: L.details.heading })).toBeVisible();
  const details = subscriptionDetailsSchema.parse(await (await page.request.get('/api/user/subscription')).json());

  await expect(detail(page, L.details.plan)).toHaveText('Premium');
  await expect(detail(page, L.details.price)).toHaveText('$14.99 a month');
  await expect(detail(page, L.details.nextBilling)).toHaveText(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(details.nextBillingDate!));
  await expect(detail(page, L.details.status)).toHaveText(details.subscriptionStatus.description);
  await expect(detail(page, L.details.payment)).toHaveText('VISA X-1111 EXP 12/2030');
  await expect(page.getByText('VISA X-1111 EXP 12/2030').first()).toBeVisible();

  const transactions = page.getByRole('table');
  const charge = details.transactions.find((transaction) => transaction.type === 'purchase' && transaction.status === 'success')!;
  const row = transactions.getByRole('row').filter({ hasText: '$14.99' }).first();
  await expect(row).toContainText(L.transactions.statuses.success);
  await expectNoAxeViolations(page);

  // The receipt, by keyboard: into the dialog and back to its row's button.
  const open = row.getByRole('button', { name: /^Receipt for/ });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: L.receipt.title });
  await expect(dialog).toBeVisible();
  const receipt = receiptSchema.parse(await (await page.request.get(`/api/user/transactions/${charge.id}/receipt`)).json());
  await expect(dialog.getByText(receipt.invoiceNumber!, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(`^${L.receipt.total}`) })).toContainText('$14.99');
  await expect(dialog.getByText('VISA X-1111 EXP 12/2030')).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('edit billing: each of the spec’s messages where the viewer looks, a decline in the gateway’s words, then a new card in the details', async ({ page, baseURL }) => {
  await createDirectAccount(page, baseURL!, newEmail());
  await subscribeThroughApi(page, baseURL!);
  // The dunning banner's link: the form opens, in view, its heading focused.
  await page.goto(`/settings#${EDIT_BILLING_ANCHOR}`);
  const form = page.getByRole('form', { name: L.editBilling.formHeading });
  await expect(form.getByRole('heading', { name: L.editBilling.formHeading })).toBeFocused();
  await expect(form.getByRole('heading', { name: L.editBilling.formHeading })).toBeInViewport();
  await expect(form.frameLocator('iframe').first().getByRole('textbox', { name: PAYMENT_FIELD_LABELS.number })).toBeVisible();
  await expectNoAxeViolations(page);

  // Card, nothing typed: both names, in the spec's words (the last name takes the first name's), under each field.
  const save = form.getByRole('button', { name: L.editBilling.save });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  // (The card fields keep their own empty alerts, ready for what they find wrong.)
  const alerts = form.getByRole('alert').filter({ hasText: /./ });
  await expect(alerts).toHaveText([MESSAGES.billingFirstNameRequired, MESSAGES.billingLastNameRequired]);
  await expect(form.getByLabel(P.firstName)).toHaveAccessibleDescription(MESSAGES.billingFirstNameRequired);
  await expect(form.getByLabel(P.lastName)).toHaveAccessibleDescription(MESSAGES.billingLastNameRequired);
  await expectNoAxeViolations(page);

  // Names, but no card: no token, the form's error at its top, focused.
  await form.getByLabel(P.firstName).fill('Robin');
  await form.getByLabel(P.lastName).fill('Vale');
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(alerts.first()).toHaveText(MESSAGES.billingValidationFailed);
  await expect(alerts.first()).toBeFocused();

  // PayPal without a zip code: approved, then told the zip code is needed, under the field.
  await form.getByRole('radio', { name: P.methods.PayPal }).check();
  const [approval] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: PAYMENT_FIELD_LABELS.payWithPayPal }).click()]);
  await approval.getByRole('button', { name: GATEWAY_PAYPAL_LABELS.agree }).click();
  await expect(form.getByLabel(P.postalCode)).toHaveAccessibleDescription(MESSAGES.billingZipRequired);
  await expect(form.getByText(MESSAGES.billingZipRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to a card: the decline card is refused by the gateway, in its words, and the card on file stays.
  await form.getByRole('radio', { name: P.methods.Card }).check();
  await typeCard(page, TEST_CARDS.decline);
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(alerts.first()).toHaveText('Your transaction was declined. Please use a different card or contact your bank.');
  await expect(detail(page, L.details.payment)).toHaveText(/^VISA X-1111/);

  // A Mastercard: saved, one notification, the form closed and the details showing the new card.
  await typeCard(page, TEST_CARDS.mastercard);
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const updated = page.getByRole('status').filter({ hasText: L.editBilling.updated });
  await expect(updated).toBeVisible();
  await expect(page.getByText(L.editBilling.updated)).toHaveCount(1);
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: L.editBilling.open })).toBeFocused();
  await expect(detail(page, L.details.payment)).toHaveText(`MASTERCARD X-4444 EXP 12/${NEXT_YEAR}`);
  await expectNoAxeViolations(page);
});

test.describe('accounts billed elsewhere', () => {
  let dictionary: Dictionary;
  test.beforeAll(async ({ request }) => {
    dictionary = await fetchDictionary(request);
  });

  for (const [email, billingType] of [
    ['complimentary@stat.test', 'PIG_BROTHER'],
    ['porku@stat.test', 'PORKU'],
  ] as const) {
    test(`${email} (${billingType}) is told who bills it and where to manage it, with nothing to edit`, async ({ page }) => {
      await signInAs(page, email);
      await page.goto(`/settings#${EDIT_BILLING_ANCHOR}`);
      const section = page.getByRole('region', { name: L.details.heading });
      await expect(section).toBeVisible();
      await expect(section.getByText(dictionary.billingTypeLabels[billingType], { exact: true })).toBeVisible();
      const help = dictionary.billingTypeHelp[billingType];
      await expect(section.getByText(help.text)).toBeVisible();
      await expect(page.getByRole('button', { name: L.editBilling.open })).toHaveCount(0);
      await expect(page.getByRole('form', { name: L.editBilling.formHeading })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: L.transactions.heading })).toHaveCount(0);
      await expectNoAxeViolations(page);
      const link = section.getByRole('link', { name: help.link!.label });
      await expect(link).toHaveAttribute('href', help.link!.url);
      await tabTo(page, link);
    });
  }
});
