import recurly from 'recurly';
import { describe, expect, it } from 'vitest';
import { callGateway, startTestGateway, useTestGateway } from '../../test/payment-gateway.ts';
import { LocalGatewayAdapter } from './local-gateway-adapter.ts';

const gw = useTestGateway();

describe('the gateway app', () => {
  it("answers only its private key, as HTTP Basic's username: another is Recurly's 401", async () => {
    const stranger = new recurly.Client('not-the-key', { httpAdapter: new LocalGatewayAdapter(gw.gateway.internalOrigin) });
    const refused = await stranger.getPlan('code-STAT_ESSENTIAL_MONTHLY').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(recurly.errors.UnauthorizedError);
    const none = await callGateway(gw.gateway, 'GET', '/plans', { headers: { authorization: '' } });
    expect([none.status, (none.json as { error: { type: string } }).error.type]).toEqual([401, 'unauthorized']);
  });

  it('wants the API version in the Accept header, and names its own in Recurly-Version', async () => {
    const unversioned = await callGateway(gw.gateway, 'GET', '/plans', { headers: { accept: 'application/json' } });
    expect([unversioned.status, (unversioned.json as { error: { type: string } }).error.type]).toEqual([406, 'invalid_api_version']);
    const versioned = await callGateway(gw.gateway, 'GET', '/plans', { headers: { accept: 'application/vnd.recurly.v2021-02-25+json' } });
    expect([versioned.status, versioned.headers.get('recurly-version')]).toEqual([200, 'recurly.v2021-02-25']);
  });

  it('answers an unknown path, a body that is not JSON and a missing one in Recurly’s error shape', async () => {
    const unknown = await callGateway(gw.gateway, 'GET', '/sites');
    expect([unknown.status, (unknown.json as { error: { type: string } }).error.type]).toEqual([404, 'not_found']);
    const garbled = await callGateway(gw.gateway, 'POST', '/purchases', { headers: { 'content-type': 'application/json' }, body: undefined });
    expect(garbled.status).toBe(400);
    expect(garbled.json).toMatchObject({ error: { type: 'bad_request' } });
  });

  it('keeps its keys as a server secret: a second gateway on the same database has the same ones', async () => {
    const second = await startTestGateway(gw.database);
    try {
      expect(second.gateway.keys).toEqual(gw.gateway.keys);
      expect(second.gateway.internalOrigin).not.toBe(gw.gateway.internalOrigin);
      expect((await second.client.getPlan('code-STAT_ESSENTIAL_MONTHLY')).code).toBe('STAT_ESSENTIAL_MONTHLY');
    } finally {
      await second.gateway.close();
    }
  });

  it('a token the card fields made pays for a purchase; the gateway keeps neither the number nor its first six', async () => {
    const made = await fetch(`${gw.gateway.internalOrigin}/js/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: gw.gateway.keys.publicKey, number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123', first_name: 'Pat', last_name: 'Viewer' }),
    });
    const { id } = (await made.json()) as { id: string };
    const purchase = await gw.client.createPurchase({ currency: 'USD', account: { code: 'fields-1', billingInfo: { tokenId: id } }, subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }] });
    expect(purchase.chargeInvoice!.transactions!.map((t) => [t.status, t.paymentMethod!.cardType, t.paymentMethod!.lastFour])).toEqual([['success', 'Visa', '1111']]);
    const tables = await gw.database.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'gateway\\_%' AND table_name <> 'gateway_tokens'");
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name: table } of tables) {
      const dump = JSON.stringify(await gw.database.query(`SELECT * FROM ${table}`));
      expect({ table, number: dump.includes('4111111111111111'), firstSix: dump.includes('411111') }).toEqual({ table, number: false, firstSix: false });
    }
  });

  it('reaches browsers at PUBLIC_URL’s host with its own port, and the server on the loopback', () => {
    const port = new URL(gw.gateway.internalOrigin).port;
    expect(gw.gateway.internalOrigin).toBe(`http://127.0.0.1:${port}`);
    expect(gw.gateway.publicOrigin).toBe(`http://localhost:${port}`);
  });
});
