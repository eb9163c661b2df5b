import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TitleId } from '@stat/contracts';
import { openPglite, openPostgres, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { API_ROOT, MIGRATIONS_DIR } from './paths.ts';
import { playableIds } from './test/playable-ids.ts';
import { seedTestCatalogue } from './test/seed-test-catalogue.ts';
import { buildTestApp, TEST_KEK } from './test/test-app.ts';
import { createPostgresDatabase } from './test/test-database.ts';
import { testMediaDir } from './test/test-media.ts';

/** `npm run media:package -- <args>` as an operator runs it, with `env` and no other database. */
function packageCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _none, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src', 'media-package.ts'), ...args], { env: { ...base, LOG_LEVEL: 'silent', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every file under `dir`, as its path there with `/` between folders. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')).sort();
}

let work: string;
let env: Record<string, string>;
/** The server's database: PostgreSQL when the run has it, else the embedded one in DATA_DIR, which the command opens itself. */
let openServerDatabase: () => Promise<Database>;
/** Two playable titles, made short so their packages are small; every other title expired. */
let short: { id: TitleId; seconds: number }[];
let expired: TitleId;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'stat-media-package-'));
  await mkdir(join(work, 'data'));
  const adminUrl = inject('postgresAdminUrl');
  const url = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  openServerDatabase = () => (url ? openPostgres(url) : openPglite(join(work, 'data', 'pglite')));
  env = { DATA_DIR: join(work, 'data'), MEDIA_DIR: await testMediaDir(), CONTENT_KEK: TEST_KEK.toString('hex'), ...(url ? { DATABASE_URL: url } : {}) };

  const database = await openServerDatabase();
  try {
    await migrate(database, MIGRATIONS_DIR);
    await seedTestCatalogue(database);
    const ids = await playableIds(database);
    short = [
      { id: ids.movie.id, seconds: 12 },
      { id: ids.free.id, seconds: 20 },
    ];
    expired = ids.otherMovie.id;
    for (const title of short) await database.query('UPDATE titles SET duration_s = $2 WHERE id = $1', [title.id, title.seconds]);
    await database.query("UPDATE titles SET expires_at = now() - interval '1 day' WHERE id <> ALL($1)", [short.map((title) => title.id)]);
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run media:package', () => {
  it('writes every playable title, the pre-roll and the test clip: the route’s bytes at the route’s paths, under the server’s keys', { timeout: 120_000 }, async () => {
    const out = join(work, 'all');
    const answer = await packageCli(['--out', out], env);
    expect(answer, answer.stderr).toMatchObject({ code: 0 });
    const files = await filesUnder(out);
    expect(answer.stdout).toContain(`Wrote 2 titles, the pre-roll, the readiness test clip: ${files.length} files, `);
    expect(answer.stdout).toContain('Live channels are not packaged');
    expect(new Set(files.map((file) => file.split('/').slice(0, file.startsWith('titles/') ? 2 : 1).join('/')))).toEqual(
      new Set([...short.map((title) => `titles/${title.id}`), 'preroll', 'ppv-test']),
    );

    const database = await openServerDatabase();
    try {
      // The command made the keys in the server's database (two titles and the test clip); the server reads them.
      expect(await database.query('SELECT title_id FROM content_keys')).toHaveLength(3);
      const app = await buildTestApp(database, {
        playback: { kek: TEST_KEK, mediaBaseUrl: '/media', mediaDir: env.MEDIA_DIR!, drm: { widevineLicenseUrl: null, fairPlayLicenseUrl: null, fairPlayCertificateUrl: null } },
      });
      try {
        for (const file of files) {
          const response = await app.inject({ method: 'GET', url: `/media/${file}` });
          expect(response.statusCode, file).toBe(200);
          expect(response.rawPayload.equals(await readFile(join(out, file))), file).toBe(true);
        }
        // As many segments as the title is long, and the route has none past them either.
        const [movie] = short;
        const track = files.find((file) => file.startsWith(`titles/${movie!.id}/`) && file.endsWith('/init.mp4'))!.split('/')[2];
        const segments = files.filter((file) => file.startsWith(`titles/${movie!.id}/${track}/`) && file.endsWith('.m4s'));
        expect(segments).toHaveLength(movie!.seconds / 2);
        expect((await app.inject({ method: 'GET', url: `/media/titles/${movie!.id}/${track}/${segments.length + 1}.m4s` })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('writes only the titles asked for', { timeout: 60_000 }, async () => {
    const out = join(work, 'one');
    const answer = await packageCli(['--out', out, '--titles', String(short[1]!.id)], env);
    expect(answer, answer.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('Wrote 1 title, ') });
    expect(await readdir(join(out, 'titles'))).toEqual([String(short[1]!.id)]);
  });

  it('refuses a title that is not playable, writing nothing, and says how to use it without --out', { timeout: 60_000 }, async () => {
    const out = join(work, 'none');
    const answer = await packageCli(['--out', out, '--titles', `${short[0]!.id},${expired}`], env);
    expect(answer).toMatchObject({ code: 1, stderr: `Not playable (no such title, or expired): ${expired}. Nothing was written.\n` });
    await expect(readdir(out)).rejects.toThrow('ENOENT');
    expect(await packageCli(['--titles', String(short[0]!.id)], env)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: npm run media:package -- --out <dir>/) });
  });
});
