import { ERROR_CODES } from '@stat/contracts';
import { ApiError } from './api-error.ts';

/** How often a call still running elsewhere (409 in flight) is waited for before giving up. */
const IN_FLIGHT_WAITS = 10;
/** The wait when the server says the first request is still running but not for how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A money call sent with its intent's Idempotency-Key: while the first request with the key still
 * runs (a second tab, a retry after a lost answer) the server answers 409 in flight; wait as its
 * Retry-After says and send again with the same key, which then replays the one answer.
 */
export async function whileInFlight<T>(send: () => Promise<T>): Promise<T> {
  for (let waits = 0; ; waits += 1) {
    try {
      return await send();
    } catch (error) {
      const inFlight = error instanceof ApiError && error.code === ERROR_CODES.idempotencyInFlight;
      if (!inFlight || waits >= IN_FLIGHT_WAITS) throw error;
      await wait(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    }
  }
}

/** One purchase intent: what it buys and how it pays, as a fingerprint, and the Idempotency-Key it is sent with. */
export interface KeyedIntent {
  fingerprint: string;
  key: string;
}

/**
 * The key-per-intent rule (issue 23, "Exactly once"): a retry or a second click sends the key
 * the request had before; anything changed in the order or the payment is a new intent with a
 * new key, since the server refuses a key reused for another request.
 */
export function keyedIntent(previous: KeyedIntent | null, fingerprint: string, newKey: () => string): KeyedIntent {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
