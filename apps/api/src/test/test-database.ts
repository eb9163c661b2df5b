import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/** A new, empty database in the run's PostgreSQL cluster (TEST_DATABASE=postgres): its address. */
export async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite from the run's migrated
 * snapshot by default, or a new database in the throwaway PostgreSQL cluster when the run has one
 * (TEST_DATABASE=postgres). Migrating again is a no-op on the snapshot, and proves it current.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = inject('postgresAdminUrl');
  let database: Database;
  if (adminUrl) {
    database = await openPostgres(await createPostgresDatabase(adminUrl));
  } else {
    const snapshot = inject('pgliteSnapshot');
    database = await openPglite(undefined, snapshot ? new Blob([await readFile(snapshot)]) : undefined);
  }
  await migrate(database, MIGRATIONS_DIR);
  return database;
}

/** Removes every row, for a clean state between tests of one file. */
export async function clearTables(database: Database): Promise<void> {
  await database.exec('DELETE FROM sessions; DELETE FROM users;');
}
