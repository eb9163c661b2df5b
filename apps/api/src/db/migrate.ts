import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';

const MIGRATION_FILE = /^(\d{4})_[a-z0-9-_]+\.sql$/;

// Servers starting together on one PostgreSQL take turns under this lock: each step below runs in
// a transaction that takes it first, so the second server sees what the first did.
const TAKE_TURNS = "SELECT pg_advisory_xact_lock(hashtext('stat.schema_migrations'))";

/** Applies the numbered SQL files not yet applied, in order, each in its own transaction. */
export async function migrate(database: Database, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
  await database.transaction(async (tx) => {
    await tx.query(TAKE_TURNS);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const file of files) {
    const script = await readFile(join(dir, file), 'utf8');
    const ran = await database.transaction(async (tx) => {
      await tx.query(TAKE_TURNS);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(script);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
