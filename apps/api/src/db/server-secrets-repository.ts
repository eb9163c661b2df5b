import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { serverSecrets } from './schema.ts';

/**
 * Secrets generated once and shared by every instance (signing keys, cookie keys, client
 * secrets). The first instance to start writes them; a second one starting at the same moment
 * loses the insert race and reads the winner's value, so all instances agree.
 */
export function createServerSecretsRepository(db: Db) {
  return {
    async getOrCreate<T>(name: string, generate: () => T): Promise<T> {
      await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
      if (!row) throw new Error(`the server secret ${name} could not be stored`);
      return row.value as T;
    },
  };
}
export type ServerSecretsRepository = ReturnType<typeof createServerSecretsRepository>;
