import { AccountPage } from '../../features/accounts/account-page.tsx';
import { ResetPasswordForm } from '../../features/accounts/reset-password-form.tsx';
import type { PageProps } from '../../lib/routes.ts';
import { href, routeDef } from '../../lib/routes.ts';
import { useAccountSignInHref } from '../sign-in/account-sign-in-href.ts';

/** The e-mailed reset link (ott, `?token=`): a new password, then Sign In (a reset ends the account's sessions). */
export default function ResetPasswordPage({ query }: PageProps<'resetPassword'>) {
  const signInHref = useAccountSignInHref();
  return (
    <AccountPage title={routeDef('resetPassword').title}>
      <ResetPasswordForm
        token={query.token}
        forgotPasswordHref={href('forgotPassword')}
        signInHref={signInHref}
      />
    </AccountPage>
  );
}
