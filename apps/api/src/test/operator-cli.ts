import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { operatorAddressFile } from '../lib/operator-address-file.ts';
import { API_ROOT } from '../paths.ts';
import { buildTestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

export const OPERATOR_KEY = 'k'.repeat(43);

export interface CliAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the operator's commands (`npm run ppv`, `npm run status`: `src/<script>`) as an operator
 * runs it, in its own process, with `env` (DATA_DIR, DATABASE_URL) and no other database.
 */
export function runOperatorCli(script: string, args: string[], env: Record<string, string>): Promise<CliAnswer> {
  const { DATABASE_URL: _none, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src', script), ...args], { env: { ...base, LOG_LEVEL: 'silent', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export interface OperatorServer {
  database: Database;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/**
 * A server on the embedded database, listening, with its operator address in `dataDir` as a
 * running server leaves it: the operator's commands then go through its operator routes.
 */
export async function startOperatorServer(dataDir: string): Promise<OperatorServer> {
  const database = await openTestDatabase();
  const app = await buildTestApp(database, { operatorKey: OPERATOR_KEY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  await operatorAddressFile.write(dataDir, { origin: `http://127.0.0.1:${port}`, key: OPERATOR_KEY, pid: process.pid });
  return {
    database,
    app,
    async stop() {
      await operatorAddressFile.remove(dataDir);
      await app.close();
      await database.close();
    },
  };
}
