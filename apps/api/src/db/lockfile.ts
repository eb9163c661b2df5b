import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class LockedError extends Error {
  override name = 'LockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `DATA_DIR/server.lock` for this process (PGlite does not lock its directory, and two
 * processes on one PGlite directory corrupt it). A live holder refuses; a dead one's lock is
 * taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) {
      return () => {
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    } catch {
      continue; // Removed between our attempts: try again.
    }
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new LockedError(
        `Another STAT server (pid ${holder}) is using DATA_DIR ${dataDir}. Stop it or choose another DATA_DIR.`,
      );
    }
    // A stale (or unreadable) lock from a process that died without cleaning up.
    try {
      unlinkSync(path);
    } catch {
      // Someone else removed it first; the next attempt decides.
    }
  }
  throw new LockedError(`Could not take the lock ${path}: another process keeps changing it.`);
}
