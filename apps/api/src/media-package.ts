import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { titleIdSchema, type TitleId } from '@stat/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { readOrCreateKekFile } from './areas/playback/content-key-wrap.ts';
import { createContentKeysRepository } from './areas/playback/content-keys-repository.ts';
import { createMediaFiles, type MediaFiles, type VodPresentation } from './areas/playback/media-files.ts';
import { createMediaLibrary } from './areas/playback/media-library.ts';
import { createPlayableTitlesRepository } from './areas/playback/playable-titles-repository.ts';
import { vodPaths } from './areas/playback/vod-presentation.ts';

/*
 * `npm run media:package -- --out DIR [--titles id,id]`: writes the media origin's on-demand files
 * under DIR at the paths the server answers under /media (titles/<id>/..., preroll/...,
 * ppv-test/...), built by the routes' own functions (areas/playback/media-files.ts), so DIR can be
 * uploaded to object storage and MEDIA_BASE_URL pointed at it. Run with the server's DATA_DIR,
 * DATABASE_URL, CONTENT_KEK and MEDIA_DIR: the content keys are the server's (made here, in its
 * database, for a title that has none yet). Live channels are not packaged: their segments come
 * into being as the schedule plays.
 */
const USAGE = 'Usage: npm run media:package -- --out <dir> [--titles <id,id,...>]   (with the server\'s DATA_DIR, DATABASE_URL, CONTENT_KEK and MEDIA_DIR)';
const LIVE_NOTE = 'Live channels are not packaged: their segments are made as the schedule plays, so /media/channels/... and /media/time stay on the API (apps/api/src/areas/playback/README.md).';
/** Files built and written at once: enough to keep the disk and the CPU busy, few enough to hold in memory. */
const CONCURRENCY = 8;

interface Command {
  out: string;
  titles: TitleId[] | null;
}

function commandOf(args: string[]): Command | null {
  let given: { out?: string; titles?: string };
  try {
    given = parseArgs({ args, options: { out: { type: 'string' }, titles: { type: 'string' } }, strict: true }).values;
  } catch {
    return null;
  }
  if (!given.out) return null;
  // npm runs scripts from the repository root; a relative path means the caller's directory.
  const out = isAbsolute(given.out) ? given.out : resolve(process.env.INIT_CWD ?? process.cwd(), given.out);
  if (given.titles === undefined) return { out, titles: null };
  const titles = given.titles.split(',').map((id) => titleIdSchema.safeParse(Number(id.trim())).data);
  return titles.length > 0 && titles.every((id) => id !== undefined) ? { out, titles: titles as TitleId[] } : null;
}

interface Written {
  files: number;
  bytes: number;
}

/** Every file of `presentation` under `dir`, as the route answers it. */
async function writePresentation(files: MediaFiles, presentation: VodPresentation, dir: string, written: Written): Promise<void> {
  const paths = vodPaths(presentation);
  await Promise.all([dir, ...new Set(paths.filter((path) => path.length > 1).map((path) => join(dir, path[0]!)))].map((folder) => mkdir(folder, { recursive: true })));
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const file = await files.file(presentation, path);
      if (!file) throw new Error(`${join(dir, ...path)}: the media routes do not serve it`);
      await writeFile(join(dir, ...path), file.body);
      written.files += 1;
      written.bytes += file.body.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function main(): Promise<void> {
  const command = commandOf(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const config = loadConfig();
  const kek = config.contentKek ?? (await readOrCreateKekFile(join(config.dataDir, 'content-kek')));
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  try {
    await migrate(database, MIGRATIONS_DIR);
    const titles = await createPlayableTitlesRepository(database.db).list(command.titles ?? undefined);
    const missing = command.titles?.filter((id) => !titles.some((title) => title.id === id)) ?? [];
    if (missing.length > 0) {
      console.error(`Not playable (no such title, or expired): ${missing.join(', ')}. Nothing was written.`);
      process.exitCode = 1;
      return;
    }
    const files = createMediaFiles(createMediaLibrary(config.mediaDir), createContentKeysRepository(database.db, kek));
    const written: Written = { files: 0, bytes: 0 };
    console.log(`Packaging ${titles.length} title${titles.length === 1 ? '' : 's'} from ${config.mediaDir} into ${command.out}`);
    for (const title of titles) await writePresentation(files, await files.title(title), join(command.out, 'titles', String(title.id)), written);
    // The pre-roll and the readiness check's test clip: start-play and the test stream send players to MEDIA_BASE_URL for them too.
    const preroll = await files.preroll();
    if (preroll) await writePresentation(files, preroll, join(command.out, 'preroll'), written);
    const testClip = await files.testClip();
    if (testClip) await writePresentation(files, testClip, join(command.out, 'ppv-test'), written);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Wrote ${titles.length} title${titles.length === 1 ? '' : 's'}${preroll ? ', the pre-roll' : ''}${testClip ? ', the readiness test clip' : ''}: ` +
        `${written.files.toLocaleString('en')} files, ${(written.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s.`,
    );
    console.log(LIVE_NOTE);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof LockedError) console.error(`${error.message}\nA server holds this DATA_DIR's embedded database: stop it and run the command again (on PostgreSQL, DATABASE_URL, it may run beside the servers).`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
