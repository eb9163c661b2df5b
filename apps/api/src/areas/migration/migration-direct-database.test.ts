import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateAnswerSchema, type CatalogueFile } from '@stat/contracts';
import { openPostgres, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createPostgresDatabase, openTestDatabase } from '../../test/test-database.ts';

const adminUrl = inject('postgresAdminUrl');

/** A new, migrated database in the run's PostgreSQL cluster, as the ott server would have made it: its address and a handle. */
async function directServiceDatabase(): Promise<{ url: string; database: Database }> {
  const url = await createPostgresDatabase(adminUrl);
  const database = await openPostgres(url);
  await migrate(database, MIGRATIONS_DIR);
  return { url, database };
}

// Only PostgreSQL has a second database to point at (TEST_DATABASE=postgres); PGlite is one process's.
describe.runIf(adminUrl)('the move into the direct service\'s own database (MIGRATION_DATABASE_URL)', () => {
  let stat: Database;
  let direct: Database;
  let app: FastifyInstance;
  let file: CatalogueFile;
  beforeAll(async () => {
    stat = await openTestDatabase();
    const other = await directServiceDatabase();
    direct = other.database;
    file = await seedTestCatalogue(stat);
    await seedTestCatalogue(direct);
    app = await buildTestApp(stat, { config: { migrationDatabaseUrl: other.url } });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([stat.close(), direct.close()]);
  });

  it('creates the account and copies into that database, and none into its own', async () => {
    const headers = await signedInViewer(stat, 'ada');
    const [movie] = file.titles.filter((title) => title.type === 'movie');
    await stat.query("INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ('ada', 'title', $1)", [movie!.id]);
    await stat.query("INSERT INTO watch_progress (tve_user_id, title_id, seconds, status) VALUES ('ada', $1, 300, 'IN_PROGRESS')", [movie!.id]);

    const response = await app.inject({ method: 'PUT', url: '/api/user/migrate', headers, payload: { action: 'create', email: 'ada@stat.test', password: 'moving-day-42', birthDate: '1988-06-01' } });
    expect(response.statusCode).toBe(200);
    expect(migrateAnswerSchema.parse(response.json()).copied).toEqual({ myList: 1, resumePoints: 1, restrictions: false });

    const [account] = await direct.query<{ tve_user_id: string }>("SELECT tve_user_id FROM accounts WHERE email = 'ada@stat.test'");
    expect(account).toBeDefined();
    expect(await direct.query('SELECT item_id FROM my_list_items WHERE tve_user_id = $1', [account!.tve_user_id])).toEqual([{ item_id: movie!.id }]);
    expect(await direct.query('SELECT seconds FROM watch_progress WHERE tve_user_id = $1', [account!.tve_user_id])).toEqual([{ seconds: 300 }]);
    expect(await stat.query("SELECT 1 FROM accounts WHERE email = 'ada@stat.test'")).toEqual([]);
    // This server keeps only which account the viewer moved to.
    expect(await stat.query("SELECT direct_tve_user_id, email FROM account_migrations WHERE tve_user_id = 'ada'")).toEqual([
      { direct_tve_user_id: account!.tve_user_id, email: 'ada@stat.test' },
    ]);
  });
});
