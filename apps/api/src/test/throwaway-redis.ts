import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../../scripts/lib/throwaway-postgres.mjs';

/** Whether something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's redis-server on a free loopback port, in memory only (no snapshot, no log file):
 * the outside system REDIS_URL names, for the tests of what runs on it.
 */
export async function startThrowawayRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = once(server, 'exit');
  for (let attempt = 0; !(await listening(port)); attempt += 1) {
    if (attempt === 100 || server.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGKILL');
        await exited;
      }
    },
  };
}
