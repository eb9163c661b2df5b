import type { FastifyInstance } from 'fastify';
import { openPostgres, type Database } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';

/**
 * The database the direct (ott) service keeps its accounts in: its own PostgreSQL at `url` when
 * it runs apart (MIGRATION_DATABASE_URL), else this server's own (one database for both
 * variants, as in production). Opened on first use, so a stat server starts without it; the ott
 * server migrates it. Closed with the app.
 */
export function directDatabase(app: FastifyInstance, url: string | undefined): () => Promise<Db> {
  if (!url) return async () => app.database.db;
  let opened: Promise<Database> | null = null;
  app.addHook('onClose', async () => {
    if (opened) await (await opened).close();
  });
  return async () => {
    opened ??= openPostgres(url).catch((error: unknown) => {
      // The next move tries again rather than failing for good.
      opened = null;
      throw error;
    });
    return (await opened).db;
  };
}
