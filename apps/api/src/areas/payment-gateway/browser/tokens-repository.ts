import type { Db } from '../../../db/database.ts';
import type { GatewayTokenStore } from '../gateway-token.ts';

/** The gateway's one-time tokens (table gateway_tokens; being built). */
export function createTokensRepository(_db: Db): GatewayTokenStore {
  return { consume: async () => null };
}
