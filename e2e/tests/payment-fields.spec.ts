import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { GATEWAY_PAYPAL_LABELS, PAYMENT_FIELD_LABELS, PAYPAL_DEMO_BUYER, paymentFieldsSchema } from '@stat/contracts';
import { repoRoot } from '../support/api-server.mjs';
import { expect, test } from '../support/fixtures.ts';

/*
 * The embedded gateway's card fields and PayPal window in the ott app's own page, in Chromium:
 * the app's CSP and opener policy let them in, the card is typed only into the gateway's frames
 * (by keyboard, number → month → year → CVV), and no request the app's origin receives, no line of
 * the server's log and no row of the database holds the card number or the security code. The
 * fields are driven through recurly.js's API, as the payment step's component drives them.
 */

const VISA = '4111111111111111';
const CVV = '947';
const NEXT_YEAR = String(new Date().getFullYear() + 1);

/** recurly.js as these checks use it, in the page. */
interface PageRecurly {
  configure(options: { publicKey: string }): void;
  Elements(): Record<string, (options?: object) => { attach(el: HTMLElement): void; on(event: string, listener: (state?: unknown) => void): void }>;
  token(elements: unknown, customer: object, done: (error: { code: string; fields?: string[] } | null, token?: { id: string; type: string }) => void): void;
  PayPal(options: object): { start(): void; on(event: string, listener: (token?: { id: string; type: string }) => void): void };
}
type TestWindow = Window & { recurly: PageRecurly; paymentTest: { attached: number; tokenize(): Promise<unknown>; paypal: unknown[] } };

/** On an app page: recurly.js from where the app says, the four card fields attached, a PayPal button. */
async function mountFields(page: Page) {
  await page.goto('/');
  const source = paymentFieldsSchema.parse(await (await page.request.get('/api/payments/fields')).json());
  await page.evaluate(async ({ scriptUrl, publicKey }) => {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
    const win = window as unknown as TestWindow;
    win.recurly.configure({ publicKey });
    const elements = win.recurly.Elements();
    const state = { attached: 0, paypal: [] as unknown[], tokenize: () => Promise.resolve<unknown>(null) };
    const host = document.createElement('div');
    document.body.prepend(host);
    for (const make of ['CardNumberElement', 'CardMonthElement', 'CardYearElement', 'CardCvvElement']) {
      const box = document.createElement('div');
      box.style.height = '48px';
      host.append(box);
      const element = elements[make]!();
      element.on('attach', () => (state.attached += 1));
      element.attach(box);
    }
    state.tokenize = () =>
      new Promise((resolve) =>
        win.recurly.token(elements, { first_name: 'Ada', last_name: 'Lovelace', postal_code: '10001' }, (error, token) => resolve(error ? { code: error.code, fields: error.fields } : token)),
      );
    const paypal = win.recurly.PayPal({ display: { displayName: 'STAT' } });
    paypal.on('token', (token) => state.paypal.push(token));
    paypal.on('cancel', () => state.paypal.push('cancel'));
    const button = document.createElement('button');
    button.textContent = 'Pay with PayPal (test)';
    button.addEventListener('click', () => paypal.start());
    host.append(button);
    win.paymentTest = state;
  }, source);
  await expect.poll(() => page.evaluate(() => (window as unknown as TestWindow).paymentTest.attached)).toBe(4);
}

test.describe('the payment fields of the embedded gateway', () => {
  test.skip(({ variant }) => variant !== 'ott', 'payments are the ott variant');

  test('a card typed by keyboard into the gateway frames becomes a token; the number and CVV never reach the app, its log or its database', async ({ page, db, baseURL }) => {
    const appOrigin = new URL(baseURL!).origin;
    const toApp: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === appOrigin) toApp.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await mountFields(page);

    const field = (index: number, name: string) => page.frameLocator('iframe').nth(index).getByRole('textbox', { name });
    const number = field(0, PAYMENT_FIELD_LABELS.number);
    await number.click();
    await page.keyboard.type(VISA);
    await expect(number).toHaveValue('4111 1111 1111 1111');
    const next = [
      [PAYMENT_FIELD_LABELS.month, '12'],
      [PAYMENT_FIELD_LABELS.year, NEXT_YEAR],
      [PAYMENT_FIELD_LABELS.cvv, CVV],
    ] as const;
    for (const [index, [name, text]] of next.entries()) {
      await page.keyboard.press('Tab');
      // Tab leaves one frame for the next: the next field has the focus before anything is typed.
      const input = field(index + 1, name);
      await expect(input).toBeFocused();
      await page.keyboard.type(text);
      await expect(input).toHaveValue(text);
    }
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('4111'))).toBe(false);

    const token = await page.evaluate(() => (window as unknown as TestWindow).paymentTest.tokenize());
    expect(token).toMatchObject({ type: 'credit_card' });

    const card = new RegExp(`4111[ -]?1111[ -]?1111[ -]?1111|cvv"?[:=]"?${CVV}`);
    expect(toApp.filter((line) => card.test(line))).toEqual([]);
    expect(readFileSync(join(repoRoot, '.tmp', 'e2e', 'server-ott.log'), 'utf8')).not.toMatch(card);
    const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    const dump: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const rows = await db.query(`SELECT row_to_json(t)::text AS row FROM "${table}" t`);
      dump.push(...rows.rows.map((row: { row: string }) => row.row));
    }
    // The token's row is in the dump, with what may be kept of the card.
    expect(dump.some((row) => row.includes('"last_four":"1111"') && row.includes('"first_six":"411111"'))).toBe(true);
    expect(dump.filter((row) => row.includes(VISA) || row.includes(`"${CVV}"`))).toEqual([]);
  });

  test('PayPal: the approval window shows the demo buyer; cancelling reports a cancel, agreeing hands back a billing token', async ({ page }) => {
    await mountFields(page);
    const paypalResults = () => page.evaluate(() => (window as unknown as TestWindow).paymentTest.paypal);

    const [cancelled] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay with PayPal (test)' }).click()]);
    await expect(cancelled.getByText(PAYPAL_DEMO_BUYER)).toBeVisible();
    await cancelled.getByRole('button', { name: GATEWAY_PAYPAL_LABELS.cancel }).click();
    await expect.poll(paypalResults).toEqual(['cancel']);
    await expect.poll(() => cancelled.isClosed()).toBe(true);

    const [approval] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay with PayPal (test)' }).click()]);
    await approval.getByRole('button', { name: GATEWAY_PAYPAL_LABELS.agree }).click();
    await expect.poll(async () => (await paypalResults()).length).toBe(2);
    expect((await paypalResults())[1]).toMatchObject({ type: 'paypal' });
  });
});
