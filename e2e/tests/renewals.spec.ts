import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BILLING_LABELS, DUNNING_LABELS, SUBSCRIPTION_SETTINGS_LABELS, userPlanSchema, userSchema } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { advanceBillingClock } from '../support/billing-clock.ts';
import { TEST_CARDS, typeCard } from '../support/card-fields.ts';
import { appHeaders, createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { linkInMail, messagesTo } from '../support/outbox.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';

/*
 * Renewals on the gateway's clock (issue 24 section 5), moved with `npm run billing:advance` as
 * a child process: a renewal the …0341 card cannot pay (the banner on every page, by keyboard to
 * Edit billing, the e-mail), a trial converting to paid, a canceled subscription ending. Each
 * advance is 7 days, the monthly plans' trial: other journeys on this server keep their terms.
 */

test.skip(({ variant }) => variant !== 'ott', 'subscriptions are the ott variant');
// One gateway clock for the whole server: these journeys take turns moving it, each checking its own account.
test.describe.configure({ mode: 'serial' });

/** The gateway's test card that pays now and declines at the next renewal. */
const RENEWAL_DECLINE_CARD = '4000000000000341';
const banner = (page: Page) => page.getByRole('region', { name: DUNNING_LABELS.region });

const planOf = async (page: Page) => userPlanSchema.parse(await (await page.request.get('/api/user/plan')).json()).accountInfo!;
const userOf = async (page: Page) => userSchema.parse(await (await page.request.get('/api/user')).json());

/** Moves the clock 7 days; expects what it printed for the page's account to be `kind`. */
async function advanceAndExpect(page: Page, kind: string) {
  const { tveUserId } = await userOf(page);
  expect(await advanceBillingClock(7)).toMatch(new RegExp(`${kind}\\s+account ${tveUserId}`));
}

test('a renewal the card cannot pay: the banner on every page leads to Edit billing by keyboard, an e-mail says so; a new card pays it, active again', async ({ page, baseURL, variant }) => {
  const email = newEmail();
  await createDirectAccount(page, baseURL!, email);
  await subscribeThroughApi(page, baseURL!, 'STAT_PREMIUM_MONTHLY', RENEWAL_DECLINE_CARD);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // The trial ends: its first charge is declined.
  await advanceAndExpect(page, 'renewal failed');
  expect((await planOf(page)).inDunningPeriod).toBe(true);

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByText(DUNNING_LABELS.message)).toBeVisible();
  await expectNoAxeViolations(page);
  // On every page, the viewer still watching (authorized while the gateway retries).
  await page.goto('/movies');
  await expect(page).toHaveURL(/\/movies/);
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);

  const update = banner(page).getByRole('link', { name: DUNNING_LABELS.updateCard });
  await tabTo(page, update);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings#edit-billing$/);
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail, with the same way to Edit billing.
  const link = await linkInMail(variant, email, '/settings');
  expect(link.hash).toBe('#edit-billing');
  expect(messagesTo(variant, email).at(-1)).toContain('$14.99');
  // A new card in Edit billing (opened by the link): the gateway retries the past-due invoice at
  // once, its webhook tells the API, and the account is active again, the banner gone.
  const L = SUBSCRIPTION_SETTINGS_LABELS;
  const form = page.getByRole('form', { name: L.editBilling.formHeading });
  await expect(form.getByRole('heading', { name: L.editBilling.formHeading })).toBeFocused();
  await form.getByLabel(BILLING_LABELS.payment.firstName).fill('Robin');
  await form.getByLabel(BILLING_LABELS.payment.lastName).fill('Vale');
  await typeCard(page, TEST_CARDS.mastercard);
  await tabTo(page, form.getByRole('button', { name: L.editBilling.save }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: L.editBilling.updated })).toBeVisible();
  await expect.poll(async () => (await userOf(page)).bi.subscriptionStatus).toBe('ACTIVE');
  expect((await planOf(page)).inDunningPeriod).toBe(false);
  await page.goto('/movies');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a trial converts to paid when the clock passes its end: still watching, the charge made', async ({ page, baseURL }) => {
  await createDirectAccount(page, baseURL!, newEmail());
  await subscribeThroughApi(page, baseURL!, 'STAT_PREMIUM_MONTHLY');
  expect((await planOf(page)).trialStatus).toBe('IN_TRIAL');

  await advanceAndExpect(page, 'trial converted');
  const account = await planOf(page);
  expect([account.trialStatus, account.subscriptionStatus, account.inDunningPeriod]).toEqual(['ENDED', 'ACTIVE', false]);
  expect(account.transactions.find((transaction) => transaction.type === 'purchase')).toMatchObject({ amountInCents: 1499, status: 'success' });

  await page.goto('/movies');
  await expect(page).toHaveURL(/\/movies/);
  await expect(banner(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a canceled subscription ends at its term’s end: signed in, but sent to the paywall to subscribe again', async ({ page, baseURL }) => {
  await createDirectAccount(page, baseURL!, newEmail());
  await subscribeThroughApi(page, baseURL!, 'STAT_PREMIUM_MONTHLY');
  const canceled = await page.request.delete('/api/user/plan', {
    headers: { ...appHeaders(baseURL!), 'Idempotency-Key': randomUUID() },
    data: { reasonForCancelling: ['other'] },
  });
  expect(canceled.status(), await canceled.text()).toBe(200);
  await page.goto('/movies');
  await expect(page).toHaveURL(/\/movies/);

  await advanceAndExpect(page, 'expired');
  const user = await userOf(page);
  expect([user.isAuthorized, user.bi.subscriptionStatus]).toEqual([false, 'EXPIRED']);

  await page.goto('/movies');
  await expect(page).toHaveURL(/\/continuePurchase/);
  await expect(page.getByRole('heading', { name: BILLING_LABELS.choose.heading, level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
});
