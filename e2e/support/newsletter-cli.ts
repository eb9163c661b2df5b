import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AppVariant, NewsletterId } from '@stat/contracts';
import { repoRoot } from './api-server.mjs';
import { databaseUrlEnv, dataDirEnv, E2E_PORTS } from './ports.ts';

const run = promisify(execFile);

/**
 * `npm run newsletter -- --send <id>` as an operator runs it, on the variant's e2e server's
 * DATA_DIR (its outbox) and database, with the server's public address for the links. Answers
 * what it printed.
 */
export async function sendNewsletter(variant: AppVariant, id: NewsletterId): Promise<string> {
  const dataDir = process.env[dataDirEnv(variant)];
  const databaseUrl = process.env[databaseUrlEnv(variant)];
  if (!dataDir || !databaseUrl) throw new Error(`the ${variant} e2e server is not set up: run through global setup`);
  const { stdout } = await run('npm', ['run', '--silent', 'newsletter', '--', '--send', id], {
    cwd: repoRoot,
    env: { ...process.env, APP_VARIANT: variant, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_URL: `http://localhost:${E2E_PORTS[variant]}` },
  });
  return stdout;
}
