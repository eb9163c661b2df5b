import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceStatusSchema } from '@stat/contracts';
import { createPpvClockRepository } from './areas/ppv/ppv-clock-repository.ts';
import { createServiceStatusRepository } from './areas/service-status/service-status-repository.ts';
import { openPostgres, type Database } from './db/database.ts';
import { runOperatorCli, startOperatorServer, type OperatorServer } from './test/operator-cli.ts';
import { createPostgresDatabase } from './test/test-database.ts';

/** `npm run status -- <args>` as an operator runs it. */
const statusCli = (args: string[], env: Record<string, string>) => runOperatorCli('service-status.ts', args, env);

/** Declares an incident on ppv and one on live, resolves both, and resolves again with nothing open, checking the database after each. */
async function walkIncidents(env: Record<string, string>, database: Database, through: string) {
  const incidents = createServiceStatusRepository(database.db);
  const ppvWindows = async () => (await createPpvClockRepository(database.db).openIncidents()).length;

  const ppv = await statusCli(['--incident', 'The fight stream stalls', '--affects', 'ppv'], env);
  expect(ppv, ppv.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^Incident \\d+ declared at .*, affecting ppv \\(Pay-per-view\\): The fight stream stalls${through}\\nThe pay-per-view incident window is open too`)) });
  const live = await statusCli(['--incident', '<i>Live</i> is buffering', '--affects', 'live'], env);
  expect(live.code, live.stderr).toBe(0);
  expect((await incidents.openIncidents()).map((incident) => [incident.affects, incident.text])).toEqual([
    ['live', '<i>Live</i> is buffering'],
    ['ppv', 'The fight stream stalls'],
  ]);
  expect(await ppvWindows()).toBe(1);

  const resolved = await statusCli(['--resolve'], env);
  expect(resolved, resolved.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('The pay-per-view incident window is closed too.') });
  expect(resolved.stdout.match(/^Incident \d+ resolved at /gm)).toHaveLength(2);
  expect(await incidents.openIncidents()).toEqual([]);
  expect(await ppvWindows()).toBe(0);

  expect(await statusCli(['--resolve'], env)).toMatchObject({ code: 1, stderr: 'No incident is open: nothing resolved.\n' });
  expect(await statusCli(['--resolve', '--id', '999999'], env)).toMatchObject({ code: 1, stderr: 'Incident 999999 is not open: nothing resolved.\n' });
}

describe('npm run status', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stat-status-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Each run starts a process (about 3 s): the refusals are parseStatusArgs' table's; this is the exit and the usage.
  it('says why and how to use it when the command is not one, exiting 2', async () => {
    const answer = await statusCli(['--incident', 'Live is down', '--affects', 'tv'], { DATA_DIR: dataDir });
    expect(answer.code).toBe(2);
    expect(answer.stderr).toMatch(/^--affects must be one of ppv, live, sign-in, all\n\nUsage: npm run status -- --incident "<.*>" --affects <ppv\|live\|sign-in\|all>\n.*--resolve \[--id <incident id>\]/);
  });

  describe('while the server runs on the embedded database: through its operator route', () => {
    let server: OperatorServer;
    beforeAll(async () => {
      server = await startOperatorServer(dataDir);
    });
    afterAll(() => server.stop());

    it('declares and resolves in the server’s database, which GET status answers', { timeout: 90_000 }, async () => {
      const env = { DATA_DIR: dataDir };
      const declared = await statusCli(['--incident', 'Sign-in is slow', '--affects', 'sign-in'], env);
      expect(declared.stdout).toMatch(/ \(through the running server\)\n$/);
      const listed = serviceStatusSchema.parse((await server.app.inject({ url: '/api/status' })).json());
      expect(listed.current.map((incident) => incident.text)).toEqual(['Sign-in is slow']);
      expect((await statusCli(['--resolve'], env)).code).toBe(0);
      await walkIncidents(env, server.database, ' \\(through the running server\\)');
    });
  });

  it.runIf(inject('postgresAdminUrl'))('on PostgreSQL (DATABASE_URL): on the database itself, which every instance reads', { timeout: 90_000 }, async () => {
    const url = await createPostgresDatabase(inject('postgresAdminUrl'));
    const database = await openPostgres(url);
    try {
      // The first command migrates the new database, as a server's start would.
      await statusCli(['--resolve'], { DATA_DIR: dataDir, DATABASE_URL: url });
      await walkIncidents({ DATA_DIR: dataDir, DATABASE_URL: url }, database, '');
    } finally {
      await database.close();
    }
  });
});
