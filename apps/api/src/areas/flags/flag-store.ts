import { readFileSync, statSync } from 'node:fs';
import type { FlagdCore } from '@openfeature/flagd-core';
import { FlagFileError, parseFlagdFile } from './flagd-file.ts';

export interface FlagStore {
  /** The current flags: re-read first when the file changed since the last check. */
  current(): FlagdCore;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

function readFlagFile(file: string): FlagdCore {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FlagFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return parseFlagdFile(text);
  } catch (error) {
    throw new FlagFileError(`invalid flag file ${file}: ${(error as Error).message}`);
  }
}

function fingerprint(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
}

/**
 * Loads the flagd file now (an invalid file throws, so start fails) and then checks it at most
 * every `checkIntervalMs`: operators flip flags by editing the file, no restart. A broken edit
 * is logged and the last good flags stay in force.
 */
export function createFlagStore(file: string, log: Logger, checkIntervalMs = 1_000): FlagStore {
  let flags = readFlagFile(file);
  let seen = fingerprint(file);
  let checkedAt = Date.now();
  return {
    current() {
      const now = Date.now();
      if (now - checkedAt < checkIntervalMs) return flags;
      checkedAt = now;
      const latest = fingerprint(file);
      if (latest === seen) return flags;
      seen = latest;
      try {
        flags = readFlagFile(file);
        log.info({ file }, 'feature flags reloaded');
      } catch (error) {
        log.error({ err: error }, 'feature flag file changed but is invalid; keeping the previous flags');
      }
      return flags;
    },
  };
}
