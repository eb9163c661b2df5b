import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class LockedError extends Error {
  override name = 'LockedError';
}

/** What the lock file holds: the holder's pid, and its start time where the system tells it. */
interface LockRecord {
  pid: number;
  startTime: string | null;
}

/** Lock files this process holds: a recorded pid equal to ours means us only if it is here. */
const heldHere = new Set<string>();

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null
 * where there is no /proc. With the pid it names one process for good: a reused pid gets a
 * different start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3] ?? null;
  } catch {
    return null;
  }
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

/** Parses the lock file; the first format held the bare pid. Null when it is neither. */
function parseRecord(text: string): LockRecord | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: null };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockRecord>;
    if (Number.isInteger(parsed.pid) && (parsed.pid ?? 0) > 0) {
      return { pid: parsed.pid!, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null };
    }
  } catch {
    // Not JSON: unreadable.
  }
  return null;
}

/** Whether the process that wrote the record still runs (not merely some process with its pid). */
function holderRuns(path: string, holder: LockRecord): boolean {
  // Our own pid in a lock we did not take: a previous life of this pid (container restart).
  if (holder.pid === process.pid) return heldHere.has(path);
  if (!isAlive(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  // Without both start times we cannot tell reuse from the holder: refusing is the safe side.
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

function tryCreate(path: string, record: LockRecord): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, JSON.stringify(record));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface LockOptions {
  /** Told, in one sentence, when a stale or unreadable lock is taken over. */
  onStaleLock?: (message: string) => void;
}

/**
 * Takes `DATA_DIR/server.lock` for this process (PGlite does not lock its directory, and two
 * processes on one PGlite directory corrupt it). A running holder refuses; the lock of a
 * process that no longer runs (dead, or its pid since reused) is taken over. Returns the
 * release function.
 */
export function acquireDataDirLock(dataDir: string, options: LockOptions = {}): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  const ours: LockRecord = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, ours)) {
      heldHere.add(path);
      return () => {
        heldHere.delete(path);
        try {
          const holder = parseRecord(readFileSync(path, 'utf8'));
          if (holder?.pid === ours.pid && holder.startTime === ours.startTime) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    }
    let holder: LockRecord | null;
    try {
      holder = parseRecord(readFileSync(path, 'utf8'));
    } catch {
      continue; // Removed between our attempts: try again.
    }
    if (holder && holderRuns(path, holder)) {
      throw new LockedError(
        `Another STAT server (pid ${holder.pid}) is using DATA_DIR ${dataDir}. Stop it or choose another DATA_DIR.`,
      );
    }
    try {
      unlinkSync(path);
      options.onStaleLock?.(
        holder ? `Took over the stale lock ${path} of pid ${holder.pid}, which no longer runs.` : `Took over the unreadable lock ${path}.`,
      );
    } catch {
      // Someone else removed it first; the next attempt decides.
    }
  }
  throw new LockedError(`Could not take the lock ${path}: another process keeps changing it.`);
}
