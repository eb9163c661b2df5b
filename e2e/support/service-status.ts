import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AppVariant } from '@stat/contracts';
import { repoRoot } from './api-server.mjs';
import { databaseUrlEnv, dataDirEnv } from './ports.ts';

const run = promisify(execFile);

/** `npm run status -- <args>` as an operator runs it, with the variant's e2e server's DATA_DIR and database. */
export function statusCli(variant: AppVariant, args: string[]) {
  const dataDir = process.env[dataDirEnv(variant)];
  const databaseUrl = process.env[databaseUrlEnv(variant, false)];
  if (!dataDir || !databaseUrl) throw new Error(`the ${variant} e2e server is not set up: run through global setup`);
  return run('npm', ['run', '--silent', 'status', '--', ...args], { cwd: repoRoot, env: { ...process.env, APP_VARIANT: variant, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } });
}
