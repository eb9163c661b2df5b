import { FlagdCore } from '@openfeature/flagd-core';
import type { Logger } from '@openfeature/core';

/*
 * A flagd flag definition file (https://flagd.dev/reference/flag-definitions/), parsed and
 * evaluated by flagd's own core (@openfeature/flagd-core), so a file behaves here exactly as
 * under flagd: the same $evaluators/$ref expansion, JsonLogic engine, fractional, sem_ver,
 * starts_with and ends_with.
 */

export class FlagFileError extends Error {
  override name = 'FlagFileError';
}

/*
 * The core reports load-time problems through this logger only as warnings; parseFlagdFile
 * turns each into a refusal instead, and evaluation errors travel in the OFREP answer. So the
 * core itself logs nothing.
 */
const silent: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

function load(config: string): FlagdCore {
  const core = new FlagdCore(undefined, silent);
  core.setConfigurations(config);
  return core;
}

function flagsOf(raw: unknown): Record<string, unknown> {
  const flags = typeof raw === 'object' && raw !== null ? (raw as { flags?: unknown }).flags : undefined;
  if (typeof flags !== 'object' || flags === null || Array.isArray(flags)) throw new FlagFileError('"flags" must be an object');
  return flags as Record<string, unknown>;
}

/** The core wraps the reason ("Invalid flag state", ...) in a generic ParseError: say the reason. */
function reasonOf(error: unknown): string {
  const { message, cause } = error as Error;
  return cause instanceof Error ? cause.message.replace(/\s+/g, ' ') : message;
}

/** The core's message names no flag: load the flags one by one to find the first it refuses. */
function nameTheCulprit(raw: object, flags: Record<string, unknown>, error: unknown): FlagFileError {
  for (const key of Object.keys(flags)) {
    try {
      load(JSON.stringify({ ...raw, flags: { [key]: flags[key] } }));
    } catch (alone) {
      return new FlagFileError(`flag "${key}": ${reasonOf(alone)}`);
    }
  }
  return new FlagFileError(reasonOf(error));
}

/**
 * Parses the text of a flag file with flagd-core; throws FlagFileError naming the flag when
 * the core refuses a flag, when a flag's targeting does not compile (an unknown JsonLogic
 * operator, a $ref to no evaluator: flagd would answer PARSE_ERROR for it on every request),
 * and when the file has no flags at all (every client would silently fall back to its
 * defaults: much more likely a truncated or wrong file than an intent).
 */
export function parseFlagdFile(text: string): FlagdCore {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new FlagFileError(`not JSON: ${(error as Error).message}`);
  }
  const flags = flagsOf(raw);
  if (Object.keys(flags).length === 0) throw new FlagFileError('no flags: "flags" is empty');
  let core: FlagdCore;
  try {
    core = load(text);
  } catch (error) {
    throw nameTheCulprit(raw as object, flags, error);
  }
  for (const [key, flag] of core.getFlags()) {
    if (flag.evaluate({}).errorCode === 'PARSE_ERROR') {
      throw new FlagFileError(`flag "${key}": its targeting does not compile under flagd (an unknown JsonLogic operator, or a $ref to no evaluator)`);
    }
  }
  return core;
}
