import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type pg from 'pg';
import { activePaywallPage, BILLING_LABELS, paymentFieldsSchema, paywallResponseSchema } from '@stat/contracts';
import { typeCard } from './card-fields.ts';
import { appHeaders, CREATED_PASSWORD } from './direct-accounts.ts';

const L = BILLING_LABELS;

/*
 * The steps of subscribing through the UI (the paywall's plan, review, payment and confirmation),
 * shared by the subscribe journeys and the one across instances.
 */

/** The final button's words: the paying page's buy button, from the paywall's pages. */
export async function buyLabel(page: Page): Promise<string> {
  const { pages } = paywallResponseSchema.parse(await (await page.request.get('/api/paywall')).json());
  return activePaywallPage(pages, 'next')?.buttons.buyButton.label ?? L.confirm.buy;
}

export async function choosePlan(page: Page, plan: 'Premium' | 'Essential', interval: 'Monthly' | 'Annual' = 'Monthly') {
  await expect(page.getByRole('heading', { name: L.choose.heading, level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: interval }).check();
  await page.getByRole('radio', { name: plan, exact: true }).check();
  await page.getByRole('button', { name: L.continue }).click();
  await expect(page.getByRole('heading', { name: L.review.heading })).toBeVisible();
}

export async function applyCode(page: Page, field: 'coupon' | 'giftCard', code: string) {
  await page.getByLabel(field === 'coupon' ? L.review.coupon : L.review.giftCard).fill(code);
  await page.getByRole('button', { name: field === 'coupon' ? L.review.applyCoupon : L.review.applyGiftCard }).click();
}

/** The card, typed only into the gateway's frames, and the names beside them. */
export async function payByCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: L.payment.heading })).toBeVisible();
  await page.getByLabel(L.payment.firstName).fill('Robin');
  await page.getByLabel(L.payment.lastName).fill('Vale');
  await page.getByLabel(L.payment.postalCode).fill('10001');
  await typeCard(page, number);
  await page.getByRole('button', { name: L.payment.submit }).click();
}

export async function confirmWithPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: L.confirm.heading })).toBeVisible();
  await page.getByLabel(L.confirm.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: await buyLabel(page) }).click();
}

/** Successful charges and verifications the gateway recorded for the account with this e-mail. */
export async function gatewayCharges(db: pg.Pool, email: string): Promise<{ type: string; amount_cents: number }[]> {
  const { rows } = await db.query(
    `SELECT t.type, t.amount_cents FROM gateway_transactions t JOIN gateway_accounts a ON a.id = t.account_id
     WHERE a.email = $1 AND t.status = 'success' ORDER BY t.created_at`,
    [email],
  );
  return rows;
}


/**
 * Subscribes the page's signed-in account through the API, as the web app would after its card
 * fields: a Visa token (4111…, or `cardNumber`, one of the gateway's test cards) from the gateway's own token call (what its fields make), then the
 * purchase with the account's password. For journeys that start from a subscriber; the UI steps
 * of subscribing are subscribe.spec.ts's.
 */
export async function subscribeThroughApi(page: Page, baseURL: string, productCode = 'STAT_ESSENTIAL_ANNUAL', cardNumber = '4111111111111111'): Promise<void> {
  const headers = appHeaders(baseURL);
  const fields = paymentFieldsSchema.parse(await (await page.request.get('/api/payments/fields', { headers })).json());
  const token = await page.request.post(new URL('/js/v1/token', fields.scriptUrl).href, {
    data: { key: fields.publicKey, number: cardNumber, month: '12', year: String(new Date().getFullYear() + 1), cvv: '123', first_name: 'Robin', last_name: 'Vale', postal_code: '10001' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  const bought = await page.request.post('/api/user/subscription/bacon', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { recurlyToken: id, paymentMethod: 'Card', productCode, password: CREATED_PASSWORD },
  });
  expect(bought.status(), await bought.text()).toBe(200);
}
