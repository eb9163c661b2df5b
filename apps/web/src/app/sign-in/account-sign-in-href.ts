import { accountSignInUrl } from '../../features/accounts/account-sign-in.ts';
import { signInReturnPage } from './landing.ts';

/** Where the direct variant's Sign In buttons go: the account provider, back to the intended route or home. */
export function accountSignInHref(): string {
  return accountSignInUrl(signInReturnPage());
}
