import { join } from 'node:path';
import { beforeAll, beforeEach } from 'vitest';
import { catalogueFileProblems, type CatalogueFile } from '@stat/contracts';
import { readCatalogueFile } from '../areas/catalogue/read-catalogue-file.ts';
import type { Database } from '../db/database.ts';
import { SEED_DIR } from '../paths.ts';
import { importCatalogue } from '../areas/catalogue/catalogue-import-repository.ts';
import { useTestApp, type TestAppOverrides } from './test-app.ts';
import { clearTables } from './test-database.ts';

let seedFile: Promise<CatalogueFile> | undefined;

/** The seed catalogue, read and checked once per test process. */
export function seedCatalogueFile(): Promise<CatalogueFile> {
  seedFile ??= readCatalogueFile(join(SEED_DIR, 'catalogue.json'), catalogueFileProblems);
  return seedFile;
}

/** Imports the seed catalogue into a test database (they start empty). */
export async function seedTestCatalogue(database: Database): Promise<CatalogueFile> {
  const file = await seedCatalogueFile();
  await importCatalogue(database, file);
  return file;
}

/**
 * The app over the seed catalogue, imported once per test file, with every viewer's table emptied
 * before each test. `catalogue()` is the imported file (ready from the first test on).
 */
export function useCatalogueTestApp(overrides?: TestAppOverrides) {
  const t = useTestApp(overrides);
  let file: CatalogueFile | undefined;
  beforeAll(async () => {
    file = await seedTestCatalogue(t.database);
  });
  beforeEach(() => clearTables(t.database));
  return { t, catalogue: () => file! };
}
