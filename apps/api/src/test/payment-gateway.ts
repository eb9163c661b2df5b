import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Client } from 'recurly';
import { afterAll, beforeAll } from 'vitest';
import type { Payments } from '../areas/billing/payments.ts';
import { loadPlansFile } from '../areas/billing/plans-file.ts';
import { loadPpvEventFile } from '../areas/ppv/ppv-event-file.ts';
import { createPayments } from '../areas/payment-gateway/create-payments.ts';
import type { CardBehaviour, GatewayToken, GatewayTokenStore } from '../areas/payment-gateway/gateway-token.ts';
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../areas/payment-gateway/start-gateway.ts';
import type { WebhookEndpoint } from '../areas/payment-gateway/renewals/webhook-outbox.ts';
import { WEBHOOK_SIGNATURE_HEADER } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { SEED_DIR } from '../paths.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestAppOverrides } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/** The test cards' last four, by behaviour (the README's test cards). */
const LAST_FOUR: Record<CardBehaviour, string> = { approve: '1111', decline: '0002', decline_at_renewal: '0341' };

/**
 * One-time tokens kept in a map: what the gateway's browser side would leave, made directly by a
 * test. `card` and `paypal` add one and give its id; `consume` uses it up, as the real store does.
 */
export function createMemoryTokenStore() {
  const tokens = new Map<string, GatewayToken>();
  const id = () => randomBytes(12).toString('base64url');
  return {
    async consume(tokenId: string): Promise<GatewayToken | null> {
      const token = tokens.get(tokenId) ?? null;
      tokens.delete(tokenId);
      return token;
    },
    /** A Visa test card (4111 1111 1111 1111, expiring 12/2030) by default; the decline cards by behaviour. */
    card(behaviour: CardBehaviour = 'approve', fields: Partial<Extract<GatewayToken, { kind: 'card' }>> = {}): string {
      const token: GatewayToken = {
        id: id(),
        kind: 'card',
        cardType: 'Visa',
        firstSix: behaviour === 'approve' ? '411111' : '400000',
        lastFour: LAST_FOUR[behaviour],
        expMonth: 12,
        expYear: 2030,
        firstName: 'Pat',
        lastName: 'Viewer',
        postalCode: '10001',
        behaviour,
        ...fields,
      };
      tokens.set(token.id, token);
      return token.id;
    },
    /** The PayPal stand-in's billing token, approved by the demo buyer. */
    paypal(): string {
      const token: GatewayToken = { id: id(), kind: 'paypal', email: 'buyer@paypal.test', billingAgreementId: `B-${id()}`, firstName: 'Pat', lastName: 'Viewer', postalCode: null, behaviour: 'approve' };
      tokens.set(token.id, token);
      return token.id;
    },
  };
}
export type MemoryTokenStore = ReturnType<typeof createMemoryTokenStore>;

export interface TestGatewayOptions {
  /** Where the gateway's API reads tokens; by default the browser side's table. */
  tokens?: GatewayTokenStore;
  now?: () => Date;
  /** Demo accounts to give their billing records at start (seed-demo-billing.ts). */
  demoBilling?: StartGatewayOptions['demoBilling'];
}

export interface TestGateway {
  gateway: RunningGateway;
  /** What the gateway signs its webhooks with (a new one per test file). */
  webhookKey: string;
  /** The recurly client, through the gateway's adapter, as the app gets it. */
  client: Client;
  payments: Payments;
}

/** The embedded gateway on 127.0.0.1 (a free port) over the test's database, seeded from seed/plans.json and the event file's coupons. */
export async function startTestGateway(database: Database, options: TestGatewayOptions = {}): Promise<TestGateway> {
  const webhookKey = randomBytes(16).toString('hex');
  const gateway = await startGateway({
    config: { host: '127.0.0.1', gatewayPort: 0, publicUrl: TEST_PUBLIC_URL },
    database,
    plans: await loadPlansFile(join(SEED_DIR, 'plans.json')),
    chargeCoupons: (await loadPpvEventFile(join(SEED_DIR, 'ppv-event.json'))).coupons,
    webhookKey,
    // Tests run the renewals job by hand (gateway.renewals.runDue()), never on a timer.
    renewalsEveryMs: null,
    ...options,
  });
  const payments = createPayments({ recurly: null }, gateway);
  return { gateway, webhookKey, client: payments.client, payments };
}

/** The app's webhook route as the gateway's endpoint, through app.inject (no port). */
export function injectedWebhookEndpoint(app: FastifyInstance): WebhookEndpoint {
  return async ({ body, signature }) =>
    (await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature }, payload: body })).statusCode;
}

export const WEBHOOK_PATH = '/api/billing/webhooks';

/**
 * A test file's database, the embedded gateway over it, and the app taking payments through it
 * (ott unless overridden); all closed after the file's tests. Read the fields inside tests.
 */
export function usePaymentGateway(
  overrides: TestAppOverrides = {},
  options: TestGatewayOptions = {},
): { app: FastifyInstance; database: Database } & TestGateway {
  const handle = {} as { app: FastifyInstance; database: Database } & TestGateway;
  beforeAll(async () => {
    handle.database = await openTestDatabase();
    Object.assign(handle, await startTestGateway(handle.database, options));
    handle.app = await buildTestApp(handle.database, { ...overrides, payments: handle.payments, webhookKey: handle.webhookKey, config: { variant: 'ott', ...overrides.config } });
    handle.gateway.deliverWebhooksTo(injectedWebhookEndpoint(handle.app));
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.gateway?.close();
    await handle.database?.close();
  });
  return handle;
}

/** A test file's database and the embedded gateway over it, without the app; closed after the file's tests. */
export function useTestGateway(options: TestGatewayOptions = {}): { database: Database } & TestGateway {
  const handle = {} as { database: Database } & TestGateway;
  beforeAll(async () => {
    handle.database = await openTestDatabase();
    Object.assign(handle, await startTestGateway(handle.database, options));
  });
  afterAll(async () => {
    await handle.gateway?.close();
    await handle.database?.close();
  });
  return handle;
}

/** A raw call to the gateway's API, as the recurly client makes it (its key, its Accept header) unless `headers` say otherwise. */
export async function callGateway(
  gateway: RunningGateway,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(`${gateway.internalOrigin}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${gateway.keys.apiKey}:`).toString('base64')}`,
      accept: 'application/vnd.recurly.v2021-02-25',
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

/** Every item of a recurly Pager's `each()`, page after page (Node 20 has no Array.fromAsync). */
export async function everyItem<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
