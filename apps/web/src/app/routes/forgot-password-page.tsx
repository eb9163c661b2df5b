import { ACCOUNT_LABELS } from '@stat/contracts';
import { AccountPage } from '../../features/accounts/account-page.tsx';
import { ForgotPasswordForm } from '../../features/accounts/forgot-password-form.tsx';
import { routeDef } from '../../lib/routes.ts';
import { useAccountSignInHref } from '../sign-in/account-sign-in-href.ts';

/** Forgot your password (ott): asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const signInHref = useAccountSignInHref();
  return (
    <AccountPage title={routeDef('forgotPassword').title} lead={ACCOUNT_LABELS.forgotPassword.lead}>
      <ForgotPasswordForm signInHref={signInHref} />
    </AccountPage>
  );
}
