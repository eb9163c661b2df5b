import { accountSignInUrl } from '../../features/accounts/account-sign-in.ts';
import { useHydrating } from '../../lib/use-hydrating.ts';
import { signInReturnPage } from './landing.ts';

/**
 * Where the direct variant's Sign In buttons go: the account provider, back to the intended route
 * or home. A page rendered on the server links there without a return page (home): the server
 * knows neither the browser's origin nor the route it meant to open (its storage); hydrated, the
 * link comes back to the intended route.
 */
export function useAccountSignInHref(): string {
  const hydrating = useHydrating();
  return hydrating ? accountSignInUrl() : accountSignInUrl(signInReturnPage());
}
