import type { ApiError as ApiErrorObject } from '@stat/contracts';

/**
 * What every call through the API wrapper rejects with: the spec's error object (streaming spec
 * section 8) as a real Error, so callers narrow with `instanceof ApiError` instead of casting.
 * `status` is the HTTP status of the answer; a network failure has none.
 */
export class ApiError extends Error implements ApiErrorObject {
  readonly code: string;
  // declare: no own key unless the answer had the field (class fields would define it as undefined).
  declare readonly title?: string;
  readonly body: string;
  declare readonly exceptionType?: string;
  declare readonly exception?: string;
  declare readonly call?: string[];
  /** A refused play's way out (play-fix-schemas.ts). */
  declare readonly fix?: ApiErrorObject['fix'];
  declare readonly status?: number;
  /** How long the server asked to wait before trying again (its Retry-After), in seconds. */
  declare readonly retryAfterSeconds?: number;

  constructor(error: ApiErrorObject, status?: number, retryAfterSeconds?: number) {
    super(error.body);
    this.name = 'ApiError';
    this.code = error.code;
    this.body = error.body;
    // Only the fields the answer had: the object reads like the spec's error, no undefined keys.
    if (error.title !== undefined) this.title = error.title;
    if (error.exceptionType !== undefined) this.exceptionType = error.exceptionType;
    if (error.exception !== undefined) this.exception = error.exception;
    if (error.call !== undefined) this.call = error.call;
    if (error.fix !== undefined) this.fix = error.fix;
    if (status !== undefined) this.status = status;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}
