import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { paymentFieldsSchema } from '@stat/contracts';
import { appHeaders, CREATED_PASSWORD } from './direct-accounts.ts';

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
