import { statSync } from 'node:fs';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WatchedFile<T> {
  /** The last good value; when the file may have changed (checked at most once per interval), a re-read starts. */
  current(): T;
  /** Re-reads now if the file changed since the last read; resolves once the new value is in force. */
  refresh(): Promise<void>;
}

function fingerprint(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
}

/**
 * An operator file the server re-reads when it changes, no restart: a stat at most every
 * `checkIntervalMs` on use (cheaper than a watcher and the same on every file system, Docker
 * volumes included). A broken edit is logged and the last good value stays in force.
 */
export async function watchFile<T>(file: string, read: (file: string) => Promise<T>, log: Logger, what: string, checkIntervalMs = 1_000): Promise<WatchedFile<T>> {
  let seen = fingerprint(file);
  let value = await read(file);
  let checkedAt = Date.now();
  let reading: Promise<void> | null = null;

  function refresh(): Promise<void> {
    reading ??= (async () => {
      const latest = fingerprint(file);
      if (latest === seen) return;
      try {
        value = await read(file);
        seen = latest;
        log.info({ file }, `${what} reloaded`);
      } catch (error) {
        seen = latest;
        log.error({ err: error }, `${what} changed but is invalid; keeping the previous one`);
      }
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    current() {
      const now = Date.now();
      if (now - checkedAt >= checkIntervalMs) {
        checkedAt = now;
        void refresh();
      }
      return value;
    },
    refresh,
  };
}
