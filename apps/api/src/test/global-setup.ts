import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../../scripts/lib/throwaway-postgres.mjs';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster; empty when the suite runs on PGlite. */
    postgresAdminUrl: string;
    /** A migrated PGlite's `dumpDataDir` tarball; empty when the suite runs on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

let cluster: ThrowawayPostgres | undefined;
let snapshotDir: string | undefined;

/**
 * A new PGlite spends 3 to 4 s of CPU creating its cluster; loaded from a copy it takes one.
 * Every test file starts from this migrated copy instead (about 60 files of the run).
 */
async function migratedPgliteSnapshot(): Promise<string> {
  snapshotDir = await mkdtemp(join(tmpdir(), 'stat-test-pglite-'));
  const dataDir = join(snapshotDir, 'data');
  const database = await openPglite(dataDir);
  await migrate(database, MIGRATIONS_DIR);
  await database.close();
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const file = join(snapshotDir, 'migrated.tar');
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

/** With TEST_DATABASE=postgres, one throwaway PostgreSQL 15 cluster for the whole run. */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    cluster = await startThrowawayPostgres();
    project.provide('postgresAdminUrl', cluster.adminUrl);
    project.provide('pgliteSnapshot', '');
  } else {
    project.provide('postgresAdminUrl', '');
    project.provide('pgliteSnapshot', await migratedPgliteSnapshot());
  }
}

export async function teardown() {
  await cluster?.stop();
  if (snapshotDir) await rm(snapshotDir, { recursive: true, force: true });
}
