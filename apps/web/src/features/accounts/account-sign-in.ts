import { apiUrl } from '../../lib/api-client.ts';

/**
 * The account provider's sign-in page: a full-page navigation, never an in-app one (the API's
 * paths are blocked to the router). It comes back through /handleLogin to `returnPage` (home
 * without one).
 */
export function accountSignInUrl(returnPage?: string): string {
  return apiUrl('account/login', { returnpage: returnPage });
}
