import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { createUnsubscribeTokens, UNSUBSCRIBE_KEY_SECRET, type UnsubscribeTokens } from './unsubscribe-token.ts';

/** The unsubscribe tokens with the key every instance (and `npm run newsletter`) shares. */
export async function loadUnsubscribeTokens(db: Db): Promise<UnsubscribeTokens> {
  const secret = await createServerSecretsRepository(db).getOrCreate<string>(UNSUBSCRIBE_KEY_SECRET, () => randomBytes(32).toString('base64url'));
  return createUnsubscribeTokens(secret);
}

declare module 'fastify' {
  interface FastifyInstance {
    unsubscribeTokens: UnsubscribeTokens;
  }
}

export default fp(
  async (app) => {
    app.decorate('unsubscribeTokens', await loadUnsubscribeTokens(app.database.db));
  },
  { name: 'unsubscribe-tokens', dependencies: ['database'] },
);
