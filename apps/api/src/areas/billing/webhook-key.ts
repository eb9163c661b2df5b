import { randomBytes } from 'node:crypto';
import type { ServerSecretsRepository } from '../../db/server-secrets-repository.ts';

const SECRET_NAME = 'recurly-webhook-key';

/**
 * The key gateway webhooks are signed with: Recurly's endpoint key (RECURLY_WEBHOOK_KEY) with
 * Recurly; for the embedded gateway, one made once and kept as a server secret, so the gateway
 * and every instance's webhook route share it.
 */
export async function readWebhookKey(secrets: ServerSecretsRepository, configured: string | null): Promise<string> {
  return configured ?? (await secrets.getOrCreate<string>(SECRET_NAME, () => randomBytes(32).toString('hex')));
}
