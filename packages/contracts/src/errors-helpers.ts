import { MESSAGES } from './messages.ts';
import { ERROR_CODES } from './errors.ts';
import type { ApiError } from './errors-schemas.ts';

/** What works on errors's parsed types (it follows the schemas, so the arrows run one way). */

/** The wrapper's error for a non-OK HTTP answer without an error object. */
export function serverUncaughtError(status: number, statusText: string): ApiError {
  return {
    code: ERROR_CODES.serverUncaught,
    body: MESSAGES.serverUncaught,
    exception: `${status} ${statusText}`.trim(),
    call: [MESSAGES.ok],
  };
}

/** The wrapper's error for a network or other client-side failure. */
export function clientUncaughtError(exception?: string): ApiError {
  return {
    code: ERROR_CODES.clientUncaught,
    body: MESSAGES.clientUncaught,
    ...(exception ? { exception } : {}),
    call: [MESSAGES.ok],
  };
}
