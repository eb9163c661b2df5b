import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { createPostgresDatabase, openTestDatabase } from '../test/test-database.ts';
import { openPglite, openPostgres, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { schema } from './schema.ts';

const MIGRATION_FILES = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort();

describe('migrate', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(database, MIGRATIONS_DIR)).toEqual([]);
    const rows = await database.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(MIGRATION_FILES);
  });

  it('creates the tables Drizzle maps, column for column', async () => {
    for (const table of Object.values(schema)) {
      const rows = await database.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
        [getTableName(table)],
      );
      const expected = Object.values(getTableColumns(table)).map((column) => column.name);
      expect(rows.map((row) => row.column_name).sort()).toEqual(expected.sort());
    }
  });

  it('enforces the account type and cascades user deletion to sessions', async () => {
    await expect(database.query("INSERT INTO users (tve_user_id, account_type) VALUES ('x', 'admin')")).rejects.toThrow();
    await database.query("INSERT INTO users (tve_user_id) VALUES ('cascade-user')");
    await database.query("INSERT INTO sessions (id, tve_user_id, expires_at) VALUES ('s1', 'cascade-user', now())");
    await database.query("DELETE FROM users WHERE tve_user_id = 'cascade-user'");
    expect(await database.query("SELECT id FROM sessions WHERE id = 's1'")).toEqual([]);
  });

  it("keeps a device's session without expiry and with a user, a browser's with an expiry", async () => {
    await database.query("INSERT INTO users (tve_user_id) VALUES ('device-user')");
    const device = 'a0000000-0000-4000-8000-000000000001';
    await database.query("INSERT INTO devices VALUES ($1, 'device-user', 'roku', 'Roku', now(), now())", [device]);
    await expect(database.query("INSERT INTO sessions (id, tve_user_id) VALUES ('s2', 'device-user')")).rejects.toThrow();
    await expect(database.query("INSERT INTO sessions (id, device_id, expires_at) VALUES ('s3', $1, now())", [device])).rejects.toThrow();
    await expect(database.query("INSERT INTO sessions (id, device_id) VALUES ('s4', $1)", [device])).rejects.toThrow();
    await database.query("INSERT INTO sessions (id, tve_user_id, device_id) VALUES ('s5', 'device-user', $1)", [device]);
    await database.query('DELETE FROM devices WHERE id = $1', [device]);
    expect(await database.query("SELECT id FROM sessions WHERE id = 's5'")).toEqual([]);
  });
});

describe('servers starting together on a new PostgreSQL', () => {
  const adminUrl = inject('postgresAdminUrl');
  it.runIf(adminUrl)('take turns: each file is applied once, and neither fails', async () => {
    const url = await createPostgresDatabase(adminUrl!);
    const servers = [await openPostgres(url), await openPostgres(url)];
    try {
      const [first, second] = await Promise.all(servers.map((server) => migrate(server, MIGRATIONS_DIR)));
      expect([...first!, ...second!].sort()).toEqual(MIGRATION_FILES);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});

describe('a PGlite data directory', () => {
  it('keeps its data across a restart, and the second start migrates nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stat-pglite-'));
    try {
      const first = await openPglite(dir);
      expect(await migrate(first, MIGRATIONS_DIR)).toHaveLength(MIGRATION_FILES.length);
      await first.query("INSERT INTO users (tve_user_id, registered) VALUES ('kept', true)");
      await first.close();

      const second = await openPglite(dir);
      expect(await migrate(second, MIGRATIONS_DIR)).toEqual([]);
      expect(await second.query('SELECT registered FROM users WHERE tve_user_id = $1', ['kept'])).toEqual([{ registered: true }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
