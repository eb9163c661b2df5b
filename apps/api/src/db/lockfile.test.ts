import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LockedError } from './lockfile.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stat-lock-'));
  dirs.push(dir);
  return join(dir, 'data');
}

describe('acquireDataDirLock', () => {
  it('writes our pid, refuses a second holder with a clear message, and releases', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(LockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another STAT server (pid ${process.pid}) is using DATA_DIR ${dir}. Stop it or choose another DATA_DIR.`,
    );
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it("takes over a dead process's lock", () => {
    const dir = dataDir();
    // A pid that surely exited: a child process that has already finished.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    acquireDataDirLock(dir)();
    writeFileSync(join(dir, 'server.lock'), String(dead));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock', () => {
    const dir = dataDir();
    acquireDataDirLock(dir)();
    writeFileSync(join(dir, 'server.lock'), 'garbage');
    acquireDataDirLock(dir)();
  });
});
