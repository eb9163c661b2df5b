import { join } from 'node:path';
import DefaultHttpAdapter from 'recurly/lib/recurly/DefaultHttpAdapter.js';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { usePaymentGateway } from '../../test/payment-gateway.ts';
import { loadPlansFile } from '../billing/plans-file.ts';
import { createPayments } from './create-payments.ts';
import { LocalGatewayAdapter } from './local-gateway-adapter.ts';
import { startGateway } from './start-gateway.ts';

const adapterOf = (client: object) => (client as { _httpAdapter: unknown })._httpAdapter;
const handle = usePaymentGateway();

describe('createPayments', () => {
  it("with RECURLY_API_KEY: Recurly's client as it comes, and recurly.js from Recurly", () => {
    const payments = createPayments({ recurly: { apiKey: 'live-key', publicKey: 'ewr1-live' } }, null);
    expect(adapterOf(payments.client)).toBeInstanceOf(DefaultHttpAdapter);
    expect(adapterOf(payments.client)).not.toBeInstanceOf(LocalGatewayAdapter);
    expect(payments.browser).toEqual({ scriptUrl: 'https://js.recurly.com/v4/recurly.js', publicKey: 'ewr1-live', origin: 'https://api.recurly.com' });
  });

  it("without: the same client through the gateway's adapter, and the gateway's own recurly.js, key and origin", async () => {
    const { payments, gateway } = handle;
    expect(adapterOf(payments.client)).toBeInstanceOf(LocalGatewayAdapter);
    expect(payments.browser).toEqual({ scriptUrl: `${gateway.publicOrigin}/js/v4/recurly.js`, publicKey: gateway.keys.publicKey, origin: gateway.publicOrigin });
    expect(payments.browser.publicKey).toMatch(/^ewr1-/);
    expect((await payments.client.getPlan('code-STAT_PREMIUM_MONTHLY')).name).toBe('Premium');
  });

  it('needs one or the other', () => {
    expect(() => createPayments({ recurly: null }, null)).toThrow(/embedded payment gateway/);
  });

  it('the app has them as app.payments', () => {
    expect(handle.app.payments).toBe(handle.payments);
  });
});

describe('startGateway', () => {
  it('listening on every interface, the server reaches it on the loopback and browsers at PUBLIC_URL’s host', async () => {
    const gateway = await startGateway({
      config: { host: '0.0.0.0', gatewayPort: 0, publicUrl: 'https://watch.stat.test' },
      webhookKey: 'a-webhook-key',
      renewalsEveryMs: null,
      database: handle.database,
      plans: await loadPlansFile(join(SEED_DIR, 'plans.json')),
    });
    try {
      const port = new URL(gateway.internalOrigin).port;
      expect(gateway.internalOrigin).toBe(`http://127.0.0.1:${port}`);
      expect(gateway.publicOrigin).toBe(`https://watch.stat.test:${port}`);
    } finally {
      await gateway.close();
    }
  });

  it('behind a load balancer, browsers reach it at GATEWAY_PUBLIC_URL', async () => {
    const gateway = await startGateway({
      config: { host: '127.0.0.1', gatewayPort: 0, publicUrl: 'https://watch.stat.test', gatewayPublicUrl: 'https://pay.stat.test' },
      webhookKey: 'a-webhook-key',
      renewalsEveryMs: null,
      database: handle.database,
      plans: await loadPlansFile(join(SEED_DIR, 'plans.json')),
    });
    try {
      expect(gateway.publicOrigin).toBe('https://pay.stat.test');
    } finally {
      await gateway.close();
    }
  });

  it('a GATEWAY_PORT in use is one clear line for the operator', async () => {
    const port = Number(new URL(handle.gateway.internalOrigin).port);
    const starting = startGateway({
      config: { host: '127.0.0.1', gatewayPort: port, publicUrl: 'http://localhost:8080' },
      database: handle.database,
      plans: await loadPlansFile(join(SEED_DIR, 'plans.json')),
      webhookKey: 'a-webhook-key',
      renewalsEveryMs: null,
    });
    await expect(starting).rejects.toThrow(`GATEWAY_PORT ${port} on 127.0.0.1 is already in use`);
  });
});
