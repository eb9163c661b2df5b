// Starts the built API server (`apps/api/dist/server.js`) as a child process and waits for
// `/api/health`. Plain JavaScript so the e2e global setup, the start-command smoke test and the
// benchmarks (plain node) share it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(repoRoot, 'apps/api/dist/server.js');

/** A free TCP port on the loopback interface, chosen by the kernel. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/**
 * Spawns the API server with `env` on top of this process's environment (DATABASE_URL removed
 * unless given, so the embedded PGlite is the default). `output()` returns everything it printed.
 * @param {{ port: number, env?: Record<string, string>, onOutput?: (chunk: Buffer) => void }} options
 */
export function startApiServer({ port, env = {}, onOutput }) {
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // Production mode, but with the demo identities the journeys sign in as (off by default there).
    env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DEMO_ACCOUNTS: 'on', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  const collect = (chunk) => {
    chunks.push(chunk);
    onOutput?.(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  /** @type {Promise<number>} resolves with the exit code (1 when killed by a signal). */
  const exited = new Promise((done) => child.once('exit', (code) => done(code ?? 1)));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => Buffer.concat(chunks).toString('utf8'),
    /** Stops the server with SIGTERM (SIGKILL after 5 s) and waits for it to exit. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
    },
  };
}

/**
 * Polls `/api/health` until it answers OK; fails early if the server exits.
 * @param {ReturnType<typeof startApiServer>} server
 */
export async function waitForHealth(server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`API server on ${server.port} exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API server on ${server.port} not healthy after ${timeoutMs} ms:\n${server.output()}`);
}
