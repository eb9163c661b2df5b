import { catalogueFileProblems } from '@stat/contracts';
import { readCatalogueFile } from './read-catalogue-file.ts';
import type { Database } from '../../db/database.ts';
import { hasCatalogue, importCatalogueIntoEmpty, type ImportSummary } from './catalogue-import-repository.ts';

/**
 * A new database gets the seed catalogue, so `npm start` shows a network on first run. A
 * database that has any title is the operator's (imported or seeded before) and is left alone:
 * restarting never undoes an import. Servers starting together on a new database take turns:
 * one imports, the others find it stocked.
 */
export async function seedCatalogueIfEmpty(database: Database, file: string): Promise<ImportSummary | null> {
  if (await hasCatalogue(database)) return null;
  return importCatalogueIntoEmpty(database, await readCatalogueFile(file, catalogueFileProblems));
}
