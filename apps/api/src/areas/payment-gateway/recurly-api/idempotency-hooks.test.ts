import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callGateway, createMemoryTokenStore, everyItem, useTestGateway } from '../../../test/payment-gateway.ts';
import { createIdempotencyRepository, IDEMPOTENCY_TTL_MS } from './idempotency-repository.ts';

const clock = { at: new Date('2026-03-10T12:00:00.000Z') };
const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens, now: () => clock.at });

const purchaseOf = (code: string, tokenId: string, plan = 'STAT_ESSENTIAL_ANNUAL') => ({
  currency: 'USD',
  account: { code, billing_info: { token_id: tokenId } },
  subscriptions: [{ plan_code: plan }],
});

describe('Idempotency-Key', () => {
  it('the same key and body: the first answer again, marked Idempotency-Prior, and one charge', async () => {
    const body = purchaseOf('idem-1', tokens.card());
    const first = await callGateway(gw.gateway, 'POST', '/purchases', { body, headers: { 'idempotency-key': 'key-1' } });
    const second = await callGateway(gw.gateway, 'POST', '/purchases', { body, headers: { 'idempotency-key': 'key-1' } });
    expect(first.status).toBe(201);
    expect([second.status, second.headers.get('idempotency-prior'), first.headers.get('idempotency-prior')]).toEqual([201, 'true', null]);
    expect(second.json).toEqual(first.json);
    expect(await everyItem(gw.client.listAccountTransactions('code-idem-1').each())).toHaveLength(1);
  });

  it('through the recurly client, which sends the header given in its options: the same invoice, charged once', async () => {
    // The client's type declarations leave out the options its methods take (lib/recurly/Client.js).
    const createPurchase = gw.client.createPurchase.bind(gw.client) as (body: object, options: { headers: Record<string, string> }) => ReturnType<typeof gw.client.createPurchase>;
    const body = { currency: 'USD', account: { code: 'idem-client', billingInfo: { tokenId: tokens.card() } }, subscriptions: [{ planCode: 'STAT_PREMIUM_ANNUAL' }] };
    const first = await createPurchase(body, { headers: { 'Idempotency-Key': 'client-key' } });
    const again = await createPurchase(body, { headers: { 'Idempotency-Key': 'client-key' } });
    expect(again.chargeInvoice!.id).toBe(first.chargeInvoice!.id);
    expect(await everyItem(gw.client.listAccountTransactions('code-idem-client').each())).toHaveLength(1);
  });

  it('a refusal is kept and replayed too (a decline is not charged again)', async () => {
    const body = purchaseOf('idem-2', tokens.card('decline'));
    const first = await callGateway(gw.gateway, 'POST', '/purchases', { body, headers: { 'idempotency-key': 'key-2' } });
    const second = await callGateway(gw.gateway, 'POST', '/purchases', { body, headers: { 'idempotency-key': 'key-2' } });
    expect([first.status, second.status, second.headers.get('idempotency-prior')]).toEqual([422, 422, 'true']);
    expect(second.json).toEqual(first.json);
    expect(await everyItem(gw.client.listAccountTransactions('code-idem-2').each())).toHaveLength(1);
  });

  it('the same key with another body is refused; on another path it is another request', async () => {
    const token = tokens.card();
    await callGateway(gw.gateway, 'POST', '/purchases', { body: purchaseOf('idem-3', token), headers: { 'idempotency-key': 'key-3' } });
    const other = await callGateway(gw.gateway, 'POST', '/purchases', { body: purchaseOf('idem-3', token, 'STAT_PREMIUM_ANNUAL'), headers: { 'idempotency-key': 'key-3' } });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ error: { type: 'bad_request' } });
    const preview = await callGateway(gw.gateway, 'POST', '/purchases/preview', { body: purchaseOf('idem-3', token), headers: { 'idempotency-key': 'key-3' } });
    expect([preview.status, preview.headers.get('idempotency-prior')]).toEqual([200, null]);
  });

  it('while the first is running: 409 with Retry-After, until it is abandoned a minute on', async () => {
    const body = purchaseOf('idem-4', tokens.card());
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const repository = createIdempotencyRepository(gw.database.db, () => clock.at);
    expect(await repository.begin({ key: 'key-4', method: 'POST', path: '/purchases' }, fingerprint)).toEqual({ kind: 'started' });
    const busy = await callGateway(gw.gateway, 'POST', '/purchases', { body, headers: { 'idempotency-key': 'key-4' } });
    expect([busy.status, busy.headers.get('retry-after'), busy.headers.get('recurly-should-retry')]).toEqual([409, '1', 'true']);
    expect(busy.json).toMatchObject({ error: { type: 'simultaneous_request' } });

    clock.at = new Date(clock.at.getTime() + 61_000);
    const taken = await callGateway(gw.gateway, 'POST', '/purchases', { body, headers: { 'idempotency-key': 'key-4' } });
    expect([taken.status, taken.headers.get('idempotency-prior')]).toEqual([201, null]);
  });

  it('a key is kept an hour: after that the request runs again', async () => {
    const body = { code: 'idem-5' };
    const first = await callGateway(gw.gateway, 'POST', '/accounts', { body, headers: { 'idempotency-key': 'key-5' } });
    clock.at = new Date(clock.at.getTime() + IDEMPOTENCY_TTL_MS);
    const again = await callGateway(gw.gateway, 'POST', '/accounts', { body, headers: { 'idempotency-key': 'key-5' } });
    expect([first.status, again.status, again.headers.get('idempotency-prior')]).toEqual([201, 422, null]);
    expect(await createIdempotencyRepository(gw.database.db, () => clock.at).deleteExpired()).toBeGreaterThan(0);
  });

  it('a key over 255 characters is a 400; a GET ignores the header', async () => {
    const long = await callGateway(gw.gateway, 'POST', '/accounts', { body: { code: 'idem-6' }, headers: { 'idempotency-key': 'k'.repeat(256) } });
    expect([long.status, (long.json as { error: { type: string } }).error.type]).toEqual([400, 'bad_request']);
    const read = await callGateway(gw.gateway, 'GET', '/plans', { headers: { 'idempotency-key': 'key-6' } });
    const again = await callGateway(gw.gateway, 'GET', '/plans', { headers: { 'idempotency-key': 'key-6' } });
    expect([read.status, again.headers.get('idempotency-prior')]).toEqual([200, null]);
  });
});
