import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './api-server.mjs';
import { databaseUrlEnv, dataDirEnv } from './ports.ts';

const run = promisify(execFile);

/**
 * `npm run billing:advance -- --days N` as an operator runs it, on the ott e2e server's DATA_DIR
 * and database: it finds the running server's gateway there, moves its clock and runs what fell
 * due, webhooks included. Answers what it printed.
 */
export async function advanceBillingClock(days: number): Promise<string> {
  const dataDir = process.env[dataDirEnv('ott')];
  const databaseUrl = process.env[databaseUrlEnv('ott')];
  if (!dataDir || !databaseUrl) throw new Error('the ott e2e server is not set up: run through global setup');
  const { stdout } = await run('npm', ['run', '--silent', 'billing:advance', '--', '--days', String(days)], {
    cwd: repoRoot,
    env: { ...process.env, APP_VARIANT: 'ott', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  });
  return stdout;
}
