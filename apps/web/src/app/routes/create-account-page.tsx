import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@stat/contracts';
import { AccountPage } from '../../features/accounts/account-page.tsx';
import { CreateAccountForm } from '../../features/accounts/create-account-form.tsx';
import { href, routeDef } from '../../lib/routes.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { useAccountSignInHref } from '../sign-in/account-sign-in-href.ts';
import { takeIntendedPath } from '../sign-in/landing.ts';

/**
 * Create Account (ott). The new account is signed in by the server: what was cached for the
 * signed-out visitor goes (streaming spec section 4: sign-in resets the user's data), the new
 * user takes its place, and the visitor goes on to the intended route or home, where the access
 * rules decide what an account without a subscription sees.
 */
export default function CreateAccountPage() {
  const signInHref = useAccountSignInHref();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function created(user: User) {
    void viewerChanged(queryClient, { kind: 'signedIn', user });
    void navigate(takeIntendedPath() ?? href('home'), { replace: true });
  }

  return (
    <AccountPage title={routeDef('createAccount').title}>
      <CreateAccountForm onCreated={created} signInHref={signInHref} />
    </AccountPage>
  );
}
