import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './paths.ts';

/** Runs the real server entry with `env` until it exits (bounded), and returns its exit and stderr. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src', 'server.ts')], {
      env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const bound = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within 90 s; stderr: ${stderr}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(bound);
      resolve({ code, stderr });
    });
  });
}

describe('start-up messages', () => {
  let occupied: Server;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stat-start-'));
    occupied = createServer();
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => occupied.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the port in one line, without a stack, when the port is already in use', { timeout: 100_000 }, async () => {
    const port = (occupied.address() as AddressInfo).port;
    const { code, stderr } = await runServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toBe(`Port ${port} on 127.0.0.1 is already in use. Stop the other server or choose another PORT.\n`);
  });
});
