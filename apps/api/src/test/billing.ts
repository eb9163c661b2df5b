import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { APP_HEADERS, createMemoryMailer, type TestAppOverrides } from './test-app.ts';
import { createdAccount } from './direct-accounts.ts';
import { createMemoryTokenStore, usePaymentGateway } from './payment-gateway.ts';

/**
 * A test file's ott app taking payments through the embedded gateway, with tokens a test makes
 * directly (`tokens.card()`, `tokens.paypal()`: what the card fields or PayPal would leave), mail
 * kept in `mailer.sent`, and a clock the test moves. Counters and mail are cleared before each test.
 */
export function useBillingApp(overrides: TestAppOverrides = {}) {
  let at = Date.now();
  const clock = { now: () => new Date(at), tick: (ms: number) => void (at += ms) };
  const mailer = createMemoryMailer();
  const tokens = createMemoryTokenStore();
  const t = usePaymentGateway({ accountClock: clock.now, mailer, ...overrides }, { tokens, now: clock.now });
  beforeEach(async () => {
    mailer.sent.length = 0;
    await t.database.exec('DELETE FROM sign_in_failures;');
  });
  let accounts = 0;
  /** A new direct account, signed in: its id and its browser's headers (the app's, so CSRF passes). */
  const newViewer = async (): Promise<{ tveUserId: string; headers: Record<string, string> }> => createdAccount(t.app, `viewer${++accounts}-${Date.now()}@stat.test`);
  return {
    t,
    tokens,
    mailer,
    clock,
    newViewer,
    /** A new viewer who bought `productCode` (with `addOns`, a coupon) with the default Visa (X-1111, 12/2030); by default Essential annual: no trial, charged today, the term a year. */
    async subscriber(productCode = 'STAT_ESSENTIAL_ANNUAL', fields: { couponCode?: string; addOns?: string[] } = {}) {
      const viewer = await newViewer();
      const bought = await call(t.app, 'POST', '/api/user/subscription/bacon', { ...viewer.headers, 'idempotency-key': randomUUID() }, {
        recurlyToken: tokens.card(),
        paymentMethod: 'Card',
        productCode,
        ...fields,
      });
      expect(bought.statusCode, bought.body).toBe(200);
      return viewer;
    },
  };
}

/** A money call as the web app sends it: the viewer's headers and an Idempotency-Key (a new one unless given; null, none). */
export function moneyCall(app: FastifyInstance, method: 'DELETE' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object, key: string | null = randomUUID()) {
  return app.inject({ method, url, headers: key ? { ...headers, 'idempotency-key': key } : headers, ...(payload ? { payload } : {}) });
}

/** A call as the web app makes it, with the viewer's headers and, for money calls, an Idempotency-Key. */
export function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string> = APP_HEADERS, payload?: object) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The viewer buys `productCode` with the token (a first purchase: the plan's trial, if it has one). */
export async function subscribe(app: FastifyInstance, headers: Record<string, string>, recurlyToken: string, productCode = 'STAT_PREMIUM_MONTHLY') {
  const bought = await call(app, 'POST', '/api/user/subscription/bacon', { ...headers, 'idempotency-key': randomUUID() }, { recurlyToken, paymentMethod: 'Card', productCode });
  expect(bought.statusCode, bought.body).toBe(200);
}
