import type { Page } from '@playwright/test';
import type pg from 'pg';
import { formatPrice, PLAY_FIX_LABELS, PPV_CHANNEL_LABELS, PPV_LABELS, PPV_PURCHASE_LABELS, type AppVariant, type PpvState } from '@stat/contracts';
import { providerPicker } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { TEST_CARDS, typeCard } from '../support/card-fields.ts';
import { createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { movePpvClock, ppvStateOf, walksPpvNight } from '../support/ppv-clock.ts';
import { becomeBuyer, buyByKeyboard, latestPurchase, purchaseDialog, purchaseSection } from '../support/ppv-viewer.ts';
import { screenshot } from '../support/screenshot.ts';

/*
 * Buying the fight on the event page (issue 25 section 3), against the real server and its
 * embedded gateway: on ott a subscriber with the saved card, by keyboard alone; on stat a viewer
 * of a TV provider with a new card in the gateway's fields and FIGHTNIGHT10; a declined card
 * that buys nothing; a late buyer during the live phase. Every buyer is an account made for the
 * journey (purchases stay in the database: a shared demo account could buy once only). The
 * clock is this server's: the journeys take turns on it (serial), as ppv-event.spec.ts does.
 */

test.use({ ppvState: true });
test.describe.configure({ mode: 'serial' });

const L = PPV_PURCHASE_LABELS;
const D = L.dialog;
walksPpvNight();

/** Opens /ppv at the top and waits for the event page. */
async function openEventPage(page: Page, state: PpvState): Promise<void> {
  await page.goto('/ppv');
  await expect(page.getByRole('heading', { level: 1, name: state.pages.event.headline })).toBeVisible();
}

type BuyerFixtures = { page: Page; variant: AppVariant; baseURL: string | undefined; db: pg.Pool };

/** The clock moved to `phase`, a new buyer, on the event page: its state and purchase section. */
async function buyerOnEventPage({ page, variant, baseURL, db }: BuyerFixtures, phase: 'dayof' | 'live' | 'postpress') {
  await movePpvClock(page, variant, phase);
  await becomeBuyer(page, variant, baseURL!, db);
  const state = await ppvStateOf(page);
  await openEventPage(page, state);
  return { state, section: purchaseSection(page, state) };
}

test('signed out: "Sign in to buy" signs in where the variant does, and /ppv is where sign-in comes back to', async ({ page, variant }) => {
  await movePpvClock(page, variant, 'dayof');
  const state = await ppvStateOf(page);
  await openEventPage(page, state);
  const section = purchaseSection(page, state);
  await expect(section.getByText(formatPrice(state.priceInCents), { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: L.buy })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const signIn = section.getByRole('button', { name: L.signInToBuy });
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  if (variant === 'stat') await expect(providerPicker(page)).toBeVisible();
  else await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => localStorage.getItem('stat:intendedRoute'))).toContain('"name":"ppv"');
});

test('ott, signed in without a subscription: subscribe first, then back here', async ({ page, variant, baseURL }) => {
  test.skip(variant !== 'ott', 'the direct variant sells the fight to subscribers');
  await movePpvClock(page, variant, 'dayof');
  await createDirectAccount(page, baseURL!, newEmail());
  const state = await ppvStateOf(page);
  await openEventPage(page, state);
  const section = purchaseSection(page, state);
  const subscribe = section.getByRole('link', { name: L.subscribeToBuy });
  await expect(subscribe).toHaveAttribute('href', '/continuePurchase');
  await expect(section.getByRole('button', { name: L.buy })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await tabTo(page, subscribe);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/continuePurchase$/);
  expect(await page.evaluate(() => localStorage.getItem('stat:intendedRoute'))).toContain('"name":"ppv"');
});

test('ott, the day of the fight: a subscriber buys with the saved card by keyboard alone and sees the order details', async ({ page, variant, baseURL, db }) => {
  test.skip(variant !== 'ott', 'the saved card is the ott subscription’s');
  const { state, section } = await buyerOnEventPage({ page, variant, baseURL, db }, 'dayof');
  const buy = section.getByRole('button', { name: L.buy });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');

  const dialog = purchaseDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(state.event.name)).toBeVisible();
  const saved = dialog.getByRole('radio', { name: new RegExp(D.savedPayment) });
  await expect(saved).toBeChecked();
  await expect(dialog.getByText(/^VISA X-1111 EXP \d{1,2}\/\d{4}$/)).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page, 'dialog[open]');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `ppv-purchase-dialog-saved-${width}`);
  }

  const confirm = dialog.getByRole('button', { name: D.buyFor(formatPrice(state.priceInCents)) });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const done = dialog.getByRole('heading', { name: D.done });
  await expect(done).toBeFocused();
  await expect(dialog.getByText(formatPrice(state.priceInCents), { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^VISA X-1111/)).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `ppv-purchase-done-${width}`);
  }

  await tabTo(page, dialog.getByRole('button', { name: D.finish }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(section.getByText(L.bought)).toBeFocused();
  const order = await latestPurchase(page);
  expect(order?.amountInCents).toBe(state.priceInCents);
  await expect(section.getByText(order!.orderNumber, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: L.buy })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `ppv-purchase-order-${width}`);
  }
});

test('stat, the day of the fight: a TV provider’s viewer buys with a new card and FIGHTNIGHT10', async ({ page, variant, baseURL, db }) => {
  test.skip(variant !== 'stat', 'the provider variant buys by card through our gateway');
  const { state, section } = await buyerOnEventPage({ page, variant, baseURL, db }, 'dayof');
  await section.getByRole('button', { name: L.buy }).click();
  const dialog = purchaseDialog(page);
  await expect(dialog.getByLabel(D.firstName)).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);

  await dialog.getByLabel(D.coupon).fill('fightnight10');
  await dialog.getByRole('button', { name: D.applyCouponLabel }).click();
  await expect(dialog.getByText(D.couponApplied('FIGHTNIGHT10', '$10.00'))).toBeFocused();
  const price = state.priceInCents - 1000;
  await dialog.getByLabel(D.firstName).fill('Robin');
  await dialog.getByLabel(D.lastName).fill('Vale');
  await typeCard(page, TEST_CARDS.visa);
  await expectNoAxeViolations(page, 'dialog[open]');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `ppv-purchase-dialog-card-${width}`);
  }
  const confirm = dialog.getByRole('button', { name: D.buyFor(formatPrice(price)) });
  // A double click sends one purchase.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/user/ppv/bacon/purchase')) sent.push(request.url());
  });
  await confirm.dblclick();
  await expect(dialog.getByRole('heading', { name: D.done })).toBeVisible();
  await expect(dialog.getByText(formatPrice(price), { exact: true })).toBeVisible();
  expect(sent).toHaveLength(1);
  const order = await latestPurchase(page);
  expect(order?.amountInCents).toBe(price);
  await dialog.getByRole('button', { name: D.finish }).click();
  await expect(section.getByText(L.bought)).toBeVisible();
  await expect(section.getByText(order!.orderNumber, { exact: true })).toBeVisible();
});

test('a declined card: the error in place, and nothing is bought', async ({ page, variant, db, baseURL }) => {
  const { state, section } = await buyerOnEventPage({ page, variant, baseURL, db }, 'dayof');
  await section.getByRole('button', { name: L.buy }).click();
  const dialog = purchaseDialog(page);
  if (variant === 'ott') await dialog.getByRole('radio', { name: D.newCard }).check();
  await dialog.getByLabel(D.firstName).fill('Robin');
  await dialog.getByLabel(D.lastName).fill('Vale');
  await typeCard(page, TEST_CARDS.decline);
  await dialog.getByRole('button', { name: D.buyFor(formatPrice(state.priceInCents)) }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: D.declined });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expectNoAxeViolations(page, 'dialog[open]');
  expect(await latestPurchase(page)).toBeNull();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: L.buy })).toBeFocused();
  await page.reload();
  await expect(section.getByRole('button', { name: L.buy })).toBeVisible();
  expect(await latestPurchase(page)).toBeNull();
});

test('live: a late buyer buys, and the order details section shows the order', async ({ page, variant, db, baseURL }) => {
  const { state, section } = await buyerOnEventPage({ page, variant, baseURL, db }, 'live');
  const orders = page.getByRole('region', { name: PPV_LABELS.orderDetails });
  await expect(orders.getByText(PPV_LABELS.noOrder)).toBeVisible();

  await section.getByRole('button', { name: L.buy }).click();
  const dialog = purchaseDialog(page);
  if (variant === 'stat') {
    await dialog.getByLabel(D.firstName).fill('Robin');
    await dialog.getByLabel(D.lastName).fill('Vale');
    await typeCard(page, TEST_CARDS.visa);
  }
  await dialog.getByRole('button', { name: D.buyFor(formatPrice(state.priceInCents)) }).click();
  await expect(dialog.getByRole('heading', { name: D.done })).toBeVisible();
  await dialog.getByRole('button', { name: D.finish }).click();
  const order = await latestPurchase(page);
  expect(order).not.toBeNull();
  await expect(section.getByRole('link', { name: L.seeOrder })).toBeVisible();
  await expect(orders.getByText(order!.orderNumber, { exact: true })).toBeVisible();
  await expect(orders.getByText(PPV_LABELS.noOrder)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await orders.scrollIntoViewIfNeeded();
  await screenshot(page, 'ppv-purchase-live-order-details-1280');
});

test('after the broadcast: a viewer who missed the night buys the replay, by keyboard, and is offered it', async ({ page, variant, db, baseURL }) => {
  const { state, section } = await buyerOnEventPage({ page, variant, baseURL, db }, 'postpress');
  await expect(page.getByRole('heading', { level: 2, name: state.pages.event.purchaseLine })).toHaveText('Buy the replay');
  await expect(section.getByText(formatPrice(state.priceInCents), { exact: true })).toBeVisible();
  // The watch section names the reason and the price; its fix is this section (no second Buy).
  await expect(page.getByRole('main').getByRole('note')).toContainText(PLAY_FIX_LABELS.onThisPage.buy(formatPrice(state.priceInCents)));
  await expectNoAxeViolations(page);

  await buyByKeyboard(page, variant, state);
  await expect(section.getByText(L.boughtLead.replay)).toBeVisible();
  await expect(page.getByRole('link', { name: PPV_CHANNEL_LABELS.watchReplay })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, `ppv-purchase-replay-bought-${variant}-1280`);
});
