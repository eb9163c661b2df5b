import { ERROR_CODES } from '@stat/contracts';
import { ApiError } from './api-error.ts';

/**
 * An answer that may be a 404: the API's `error.notfound` becomes null, so the page shows its
 * own not-found state rather than the generic error modal every failed query opens.
 */
export async function orNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.notFound) return null;
    throw error;
  }
}
