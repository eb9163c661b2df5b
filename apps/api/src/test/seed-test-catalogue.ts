import { join } from 'node:path';
import { catalogueFileProblems, type CatalogueFile } from '@stat/contracts';
import { readCatalogueFile } from '../areas/catalogue/read-catalogue-file.ts';
import type { Database } from '../db/database.ts';
import { SEED_DIR } from '../paths.ts';
import { importCatalogue } from '../areas/catalogue/catalogue-import-repository.ts';

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
