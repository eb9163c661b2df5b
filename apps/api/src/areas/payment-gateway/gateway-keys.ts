import { randomBytes } from 'node:crypto';
import type { ServerSecretsRepository } from '../../db/server-secrets-repository.ts';

/** The embedded gateway's keys, as Recurly gives a site two: the private API key (server only) and the public key (recurly.js). */
export interface GatewayKeys {
  /** HTTP Basic username of every API call; never leaves the server. */
  apiKey: string;
  /** What the browser's recurly.configure() is given: identifies the site, grants nothing. */
  publicKey: string;
}

const SECRET_NAME = 'payment-gateway-keys';

/** The gateway's keys, made once and kept as a server secret, so every instance on one database shares them. */
export function readGatewayKeys(secrets: ServerSecretsRepository): Promise<GatewayKeys> {
  return secrets.getOrCreate<GatewayKeys>(SECRET_NAME, () => ({
    apiKey: randomBytes(16).toString('hex'),
    publicKey: `ewr1-${randomBytes(16).toString('base64url')}`,
  }));
}
