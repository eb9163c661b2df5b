import { isAbsolute, resolve } from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { catalogueFileProblems } from '@stat/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { CatalogueFileError, readCatalogueFile } from './areas/catalogue/read-catalogue-file.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { importCatalogue } from './areas/catalogue/catalogue-import-repository.ts';

/**
 * `npm run catalogue:import -- file.json`: validates an operator's catalogue file and replaces
 * the catalogue with it in one transaction, on the database the server uses (DATABASE_URL, or
 * the embedded one in DATA_DIR while no server holds it). Exit code 1 on any problem.
 */
async function main(): Promise<number> {
  const [fileArgument] = process.argv.slice(2);
  if (!fileArgument) {
    console.error('Usage: npm run catalogue:import -- <catalogue.json>');
    return 1;
  }
  // npm runs scripts from the repository root; a relative path means the caller's directory.
  const file = isAbsolute(fileArgument) ? fileArgument : resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  const catalogue = await readCatalogueFile(file, catalogueFileProblems);

  const config = loadConfig();
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  const bar = process.stdout.isTTY ? new SingleBar({ format: 'Importing [{bar}] {percentage}% {stage}' }, Presets.shades_classic) : null;
  try {
    await migrate(database, MIGRATIONS_DIR);
    bar?.start(1, 0, { stage: '' });
    const summary = await importCatalogue(database, catalogue, ({ stage, done, total }) => {
      bar?.setTotal(total);
      bar?.update(done, { stage });
    });
    bar?.stop();
    console.log(
      `Imported ${summary.series} series, ${summary.titles} titles, ${summary.collections} collections, ` +
        `${summary.categories} categories, ${summary.modules} home modules and ${summary.schedulePrograms} scheduled programs` +
        (summary.removed ? `; removed ${summary.removed} series and titles the file no longer has.` : '.'),
    );
    return 0;
  } finally {
    bar?.stop();
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CatalogueFileError) {
      console.error(error.message);
      for (const problem of error.problems.slice(0, 50)) console.error(`  - ${problem}`);
      if (error.problems.length > 50) console.error(`  … and ${error.problems.length - 50} more`);
    } else if (error instanceof ConfigError || error instanceof LockedError) {
      console.error(error.message);
    } else {
      // A database error carries the whole statement: its message and detail are what help.
      const { message, detail } = error as { message?: string; detail?: string };
      console.error(`The import failed; nothing was changed. ${message ?? String(error)}${detail ? ` (${detail})` : ''}`);
    }
    process.exit(1);
  },
);
