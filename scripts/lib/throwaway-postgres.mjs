// A throwaway PostgreSQL 15 cluster for tests: a temp dir, a free port, gone after stop().
// Used by the API's vitest global setup and by the Playwright suite. initdb refuses to run as
// root, so as root every server command runs as the `postgres` OS user, which owns the dir.
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root; errors carry its stderr. */
async function pgCommand(binary, args) {
  const file = join(BIN_DIR, binary);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    return await run(command, commandArgs, { cwd: tmpdir() });
  } catch (error) {
    throw new Error(`${binary} failed: ${error.stderr || error.message}`);
  }
}

/** Asks the OS for a free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function postgresIds() {
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

/**
 * Starts a PostgreSQL cluster in a new temp dir on a free port and creates `database`.
 * `durable` keeps PostgreSQL's own guarantees (fsync, synchronous commit): for `npm run cluster`,
 * whose fault tests restart the server and count every acknowledged write.
 * Returns { url, adminUrl, port, createDatabase(name) -> url, restart(), stop() }.
 */
export async function startThrowawayPostgres({ database = 'stat', durable = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'stat-pg-'));
  const stopped = { value: false };
  try {
    if (asRoot) {
      const { uid, gid } = await postgresIds();
      chownSync(dir, uid, gid);
    }
    const dataDir = join(dir, 'data');
    await pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    // Durability is pointless for a cluster that is deleted afterwards; speed is not.
    const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${fast}`;
    const serverArgs = ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w'];
    await pgCommand('pg_ctl', [...serverArgs, 'start']);
    const base = `postgresql://postgres@127.0.0.1:${port}`;
    const adminUrl = `${base}/postgres`;

    /** Creates a database in the cluster and returns its URL. */
    const createDatabase = async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`createDatabase: unsafe name ${name}`);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    };

    const url = await createDatabase(database);
    const stop = async () => {
      if (stopped.value) return;
      stopped.value = true;
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    };
    /** A fast restart (clients cut off, every committed write kept), as an operator's would be. */
    const restart = () => pgCommand('pg_ctl', [...serverArgs, '-m', 'fast', 'restart']);
    return { url, adminUrl, port, createDatabase, restart, stop };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
