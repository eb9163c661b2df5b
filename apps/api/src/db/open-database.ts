import { join } from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import { openPglite, openPostgres, type Database } from './database.ts';
import { acquireDataDirLock } from './lockfile.ts';

/**
 * The configured database: PostgreSQL at DATABASE_URL, else the embedded PGlite in DATA_DIR
 * behind our lockfile (a second process on the same directory is refused). `release` frees it.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  log: Pick<Logger, 'warn'>,
): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) return { database: await openPostgres(config.databaseUrl), release: () => undefined };
  // PGlite does not lock its directory: our lockfile keeps a second server out.
  const release = acquireDataDirLock(config.dataDir, { onStaleLock: (message) => log.warn(message) });
  try {
    return { database: await openPglite(join(config.dataDir, 'pglite')), release };
  } catch (error) {
    release();
    throw error;
  }
}
