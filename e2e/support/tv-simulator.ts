import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect } from '@playwright/test';
import { repoRoot } from './api-server.mjs';

/** `npm run tv` against the test server, with its stdout lines collected as they come. */
export interface TvSimulator {
  /** The first line that starts with `prefix`, waited for; the rest of it. */
  line(prefix: string, timeout?: number): Promise<string>;
  /** How the simulator ended, once it has. */
  exited(): Promise<number | null>;
  stop(): void;
}

export function startTv(baseURL: string, args: readonly string[] = []): TvSimulator {
  const child: ChildProcessWithoutNullStreams = spawn('npm', ['run', '--silent', 'tv', '--', '--url', baseURL, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1' },
    // Its own process group: npm runs the simulator in a child, and stop() ends them both.
    detached: true,
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    async line(prefix, timeout = 30_000) {
      await expect
        .poll(() => lines.find((line) => line.startsWith(prefix)) ?? null, { timeout, message: `the TV's "${prefix}" line (stdout: ${lines.join(' / ')}; stderr: ${stderr})` })
        .not.toBeNull();
      return lines.find((line) => line.startsWith(prefix))!.slice(prefix.length);
    },
    exited: () => exit,
    stop: () => {
      if (child.exitCode !== null || !child.pid) return;
      try {
        process.kill(-child.pid);
      } catch (error) {
        // The group has ended on its own meanwhile.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
}
