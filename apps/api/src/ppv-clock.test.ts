import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ppvStateSchema } from '@stat/contracts';
import { createPpvClockRepository } from './areas/ppv/ppv-clock-repository.ts';
import { openPglite, openPostgres, type Database } from './db/database.ts';
import { operatorAddressFile } from './lib/operator-address-file.ts';
import { OPERATOR_KEY, runOperatorCli, startOperatorServer, type OperatorServer } from './test/operator-cli.ts';
import { createPostgresDatabase } from './test/test-database.ts';

/** `npm run ppv -- <args>` as an operator runs it. */
const ppvCli = (args: string[], env: Record<string, string>) => runOperatorCli('ppv-clock.ts', args, env);

/** The clock moved and an incident started, on the database the command writes itself (no server asked). */
async function moveAndStart(env: Record<string, string>, check: () => Promise<{ offset: number; open: number }>) {
  for (const args of [['--phase', 'live'], ['--incident', 'start']]) {
    const answer = await ppvCli(args, env);
    expect(answer, answer.stderr).toMatchObject({ code: 0, stdout: expect.not.stringContaining('through the running server') });
  }
  const after = await check();
  expect(after.offset).not.toBe(0);
  expect(after.open).toBe(1);
}

const switchesOf = async (database: Database) => {
  const clock = createPpvClockRepository(database.db);
  return { offset: await clock.offset(), open: (await clock.openIncidents()).length };
};

describe('npm run ppv', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stat-ppv-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Each run starts a process (about 3 s): the cases parseArgs tells apart from a command are the rule's own.
  it('says how to use it when the command is not one', async () => {
    for (const args of [['--phase', 'tomorrow'], ['--phase', 'live', '--incident', 'start']]) {
      const answer = await ppvCli(args, { DATA_DIR: dataDir });
      expect(answer.code).toBe(2);
      expect(answer.stderr).toMatch(/^Usage: npm run ppv -- --phase <pre\|.*\|reset>\n.*--incident <start\|end>/);
    }
  });

  describe('while the server runs on the embedded database: through its operator route', () => {
    let server: OperatorServer;
    beforeAll(async () => {
      server = await startOperatorServer(dataDir);
    });
    afterAll(() => server.stop());

    it('moves the clock and switches the incident in the server’s database, which the server answers at once', { timeout: 60_000 }, async () => {
      const env = { DATA_DIR: dataDir };
      const moved = await ppvCli(['--phase', 'live'], env);
      expect(moved, moved.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/: phase live; doors .*, main event .* \(through the running server\)\n$/) });
      expect(ppvStateSchema.parse((await server.app.inject({ url: '/api/ppv/state' })).json()).state).toBe('live');

      const started = await ppvCli(['--incident', 'start'], env);
      expect(started.stdout).toMatch(/: incident started at .* \(through the running server\)\n$/);
      expect((await switchesOf(server.database)).open).toBe(1);
      expect(await ppvCli(['--incident', 'start'], env)).toMatchObject({ code: 1, stderr: 'An incident is open already: end it first (--incident end).\n' });
      expect((await ppvCli(['--incident', 'end'], env)).stdout).toContain('incident ended at ');
      expect(await ppvCli(['--incident', 'end'], env)).toMatchObject({ code: 1, stderr: 'No incident is open.\n' });
      expect((await switchesOf(server.database)).open).toBe(0);

      expect((await ppvCli(['--phase', 'reset'], env)).code).toBe(0);
      expect((await switchesOf(server.database)).offset).toBe(0);
    });
  });

  it('with no server answering (its address left behind): on the embedded database in DATA_DIR', { timeout: 120_000 }, async () => {
    const alone = await mkdtemp(join(tmpdir(), 'stat-ppv-cli-alone-'));
    await operatorAddressFile.write(alone, { origin: 'http://127.0.0.1:9', key: OPERATOR_KEY, pid: 1 });
    try {
      await moveAndStart({ DATA_DIR: alone }, async () => {
        // The CLI has let go of the embedded database between commands: open it as the next server would.
        const database = await openPglite(join(alone, 'pglite'));
        try {
          return await switchesOf(database);
        } finally {
          await database.close();
        }
      });
    } finally {
      await rm(alone, { recursive: true, force: true });
    }
  });

  it.runIf(inject('postgresAdminUrl'))('on PostgreSQL (DATABASE_URL): on the database itself, which every instance reads', { timeout: 60_000 }, async () => {
    const url = await createPostgresDatabase(inject('postgresAdminUrl'));
    const database = await openPostgres(url);
    try {
      // The first command migrates the new database, as a server's start would.
      await moveAndStart({ DATA_DIR: dataDir, DATABASE_URL: url }, () => switchesOf(database));
    } finally {
      await database.close();
    }
  });
});
