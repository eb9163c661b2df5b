import { expect, type Page } from '@playwright/test';
import type pg from 'pg';
import { formatPrice, PPV_PURCHASE_LABELS, PPV_READINESS_LABELS as R, PPV_TEST_CLIP_SECONDS, ppvLatestPurchaseSchema, type AppVariant, type PpvPurchase, type PpvState } from '@stat/contracts';
import { TEST_CARDS, typeCard } from './card-fields.ts';
import { createDirectAccount, newEmail } from './direct-accounts.ts';
import { tabTo } from './keyboard.ts';
import { enterVisitorState } from './sessions.ts';
import { subscribeThroughApi } from './subscribe.ts';

/*
 * What a viewer of the pay-per-view night does, shared by its journeys: becoming a buyer, buying
 * on the event page, reading the order back, and the readiness check's browser results.
 */

const L = PPV_PURCHASE_LABELS;
const D = L.dialog;

/** The event page's purchase section, named by the phase's purchase line. */
export const purchaseSection = (page: Page, state: PpvState) => page.getByRole('region', { name: state.pages.event.purchaseLine });
export const purchaseDialog = (page: Page) => page.getByRole('dialog', { name: D.title });

/** The viewer's order for the event, as `GET user/ppv/latest-purchase` answers; null when none. */
export const latestPurchase = async (page: Page): Promise<PpvPurchase | null> =>
  ppvLatestPurchaseSchema.parse(await (await page.request.get('/api/user/ppv/latest-purchase')).json());

/**
 * Signs the page's context in as a new viewer who may buy (purchases stay: a shared demo account
 * could buy once only): on stat a viewer of a TV provider; on ott a new account subscribed with a
 * Visa, which is its saved payment. Answers the viewer's e-mail address (their receipts and credits).
 */
export async function becomeBuyer(page: Page, variant: AppVariant, baseURL: string, db: pg.Pool): Promise<{ email: string }> {
  if (variant === 'stat') {
    const user = await enterVisitorState(db, page.context(), baseURL, 'authorized', {}, variant);
    // enterVisitorState's users row: the address a provider's sign-in would have brought.
    return { email: `${user!.tveUserId}@example.test` };
  }
  const email = newEmail();
  await createDirectAccount(page, baseURL, email);
  await subscribeThroughApi(page, baseURL);
  return { email };
}

/**
 * Buys the event from the purchase section on the page, by keyboard alone: Buy now, then on ott
 * the saved card as offered, on stat a new Visa in the gateway's fields; the order in the dialog,
 * then Done. Answers the order.
 */
export async function buyByKeyboard(page: Page, variant: AppVariant, state: PpvState): Promise<PpvPurchase> {
  await tabTo(page, purchaseSection(page, state).getByRole('button', { name: L.buy }));
  await page.keyboard.press('Enter');
  const dialog = purchaseDialog(page);
  await expect(dialog.getByText(state.event.name)).toBeVisible();
  if (variant === 'ott') {
    await expect(dialog.getByRole('radio', { name: new RegExp(D.savedPayment) })).toBeChecked();
  } else {
    await tabTo(page, dialog.getByLabel(D.firstName));
    await page.keyboard.type('Robin');
    await tabTo(page, dialog.getByLabel(D.lastName));
    await page.keyboard.type('Vale');
    await typeCard(page, TEST_CARDS.visa);
  }
  await tabTo(page, dialog.getByRole('button', { name: D.buyFor(formatPrice(state.priceInCents)) }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: D.done })).toBeFocused();
  const order = await latestPurchase(page);
  expect(order?.amountInCents).toBe(state.priceInCents);
  await expect(dialog.getByText(order!.orderNumber, { exact: true })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: D.finish }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(purchaseSection(page, state).getByText(L.bought)).toBeFocused();
  return order!;
}

/** A check of "Test your setup", by its name. */
export const readinessCheck = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The readiness check's three browser checks, run to their results: Chromium here has ClearKey, in software. */
export async function expectBrowserChecksPassed(page: Page): Promise<void> {
  const drm = readinessCheck(page, R.drm.name);
  await expect(drm).toContainText(R.status.passed);
  await expect(drm).toContainText(R.drm.sdOnly('ClearKey', R.drm.software));
  await expect(drm).toContainText(R.drm.sdOnlyFix);
  // The clip plays in real time: 20 s, after its load.
  await expect(readinessCheck(page, R.stream.name)).toContainText(R.stream.passed(PPV_TEST_CLIP_SECONDS), { timeout: 60_000 });
  await expect(readinessCheck(page, R.stream.name)).toContainText(R.status.passed);
  const speed = readinessCheck(page, R.speed.name);
  await expect(speed).toContainText(R.status.passed);
  await expect(speed).toContainText(/Measured \d+\.\d Mbps\. Enough for HD/);
}
