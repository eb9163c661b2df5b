import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LockedError, processStartTime } from './lockfile.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stat-lock-'));
  dirs.push(dir);
  return join(dir, 'data');
}
const lockPath = (dir: string) => join(dir, 'server.lock');
const record = (pid: number, startTime: string | null) => JSON.stringify({ pid, startTime });

/** Takes the lock over a planted file and returns what was logged about the takeover. */
function takeOver(dir: string, planted: string): string[] {
  acquireDataDirLock(dir)();
  writeFileSync(lockPath(dir), planted);
  const logged: string[] = [];
  const release = acquireDataDirLock(dir, { onStaleLock: (message) => logged.push(message) });
  expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toEqual({ pid: process.pid, startTime: processStartTime(process.pid) });
  release();
  return logged;
}

describe('acquireDataDirLock', () => {
  it('records our pid and start time, refuses a second holder with a clear message, and releases', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toEqual({ pid: process.pid, startTime: processStartTime(process.pid) });
    expect(() => acquireDataDirLock(dir)).toThrow(LockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another STAT server (pid ${process.pid}) is using DATA_DIR ${dir}. Stop it or choose another DATA_DIR.`,
    );
    release();
    expect(existsSync(lockPath(dir))).toBe(false);
    acquireDataDirLock(dir)();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    await new Promise((resolve) => holder.once('spawn', resolve));
    acquireDataDirLock(dir)();
    writeFileSync(lockPath(dir), record(holder.pid!, processStartTime(holder.pid!)));
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(`Another STAT server (pid ${holder.pid}) is using DATA_DIR`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it("takes over a dead process's lock, and says so", () => {
    const dir = dataDir();
    // A pid that surely exited: a child process that has already finished.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const logged = takeOver(dir, record(dead, '12345'));
    expect(logged).toEqual([`Took over the stale lock ${lockPath(dir)} of pid ${dead}, which no longer runs.`]);
  });

  it.runIf(processStartTime(1) !== null)('takes over a lock whose pid now belongs to another process (pid reuse)', () => {
    const dir = dataDir();
    // After a SIGKILL in a container the restarted server can be pid 1 again, or get our pid.
    for (const pid of [1, process.pid]) {
      const logged = takeOver(dir, record(pid, `${Number(processStartTime(pid)) + 1}`));
      expect(logged).toEqual([`Took over the stale lock ${lockPath(dir)} of pid ${pid}, which no longer runs.`]);
    }
  });

  it('takes over a lock in the old pid-only format that names our own pid', () => {
    const dir = dataDir();
    expect(takeOver(dir, String(process.pid))).toHaveLength(1);
  });

  it('takes over an unreadable lock, and says so', () => {
    const dir = dataDir();
    const logged = takeOver(dir, 'garbage');
    expect(logged).toEqual([`Took over the unreadable lock ${lockPath(dir)}.`]);
  });
});
