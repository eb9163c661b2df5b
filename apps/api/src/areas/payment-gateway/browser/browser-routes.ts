import type { FastifyPluginAsync } from 'fastify';
import type { GatewayTokenStore } from '../gateway-token.ts';

export interface BrowserRoutesOptions {
  /** Where the gateway's tokens are kept (browser/tokens-repository.ts). */
  tokens: GatewayTokenStore;
}

/** The gateway's browser side: card fields, the token call, the PayPal approval page (being built). */
const browserRoutes: FastifyPluginAsync<BrowserRoutesOptions> = async () => {};
export default browserRoutes;
