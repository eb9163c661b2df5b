import recurly from 'recurly';
import type { AppConfig } from '../../config.ts';
import type { Payments } from '../billing/payments.ts';
import { GATEWAY_BROWSER_PATHS } from './browser/browser-paths.ts';
import { LocalGatewayAdapter } from './local-gateway-adapter.ts';
import type { RunningGateway } from './start-gateway.ts';

/** recurly.js v4 from Recurly; its card fields and PayPal window come from Recurly's API origin (recurly.js's default `api`). */
export const RECURLY_JS = { scriptUrl: 'https://js.recurly.com/v4/recurly.js', origin: 'https://api.recurly.com' } as const;

/**
 * How the server takes payments. With RECURLY_API_KEY: Recurly's client as it comes, and
 * recurly.js from Recurly. Without: the same client through the embedded gateway's adapter, and
 * the gateway's own recurly.js, fields and PayPal page from its origin.
 */
export function createPayments(config: Pick<AppConfig, 'recurly'>, gateway: RunningGateway | null): Payments {
  if (config.recurly) {
    return {
      client: new recurly.Client(config.recurly.apiKey),
      browser: { scriptUrl: RECURLY_JS.scriptUrl, publicKey: config.recurly.publicKey, origin: RECURLY_JS.origin },
    };
  }
  if (!gateway) throw new Error('Without RECURLY_API_KEY the embedded payment gateway must be running');
  return {
    client: new recurly.Client(gateway.keys.apiKey, { httpAdapter: new LocalGatewayAdapter(gateway.internalOrigin) }),
    browser: { scriptUrl: `${gateway.publicOrigin}${GATEWAY_BROWSER_PATHS.recurlyScript}`, publicKey: gateway.keys.publicKey, origin: gateway.publicOrigin },
  };
}
