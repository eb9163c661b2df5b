import { clientUncaughtError } from '@stat/contracts';
import { ApiError } from './api-error.ts';

/** Whatever a call rejected with, as an ApiError (a broken answer is the client's generic error). */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(clientUncaughtError(String(error)));
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * A call's answer, or its error as a value. For forms that show their own errors on their
 * fields: a rejected mutation would also open the generic modal (the query client's "a user
 * error in state opens the generic modal").
 */
export async function asResult<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}

/**
 * A call whose failure the page shows in place: it rejects with a plain Error carrying `message`
 * (and the API's error as its cause), which the generic error modal leaves to the page.
 */
export function failsInPlace<T>(call: Promise<T>, message: string): Promise<T> {
  return call.catch((error: unknown) => {
    throw new Error(message, { cause: error });
  });
}
