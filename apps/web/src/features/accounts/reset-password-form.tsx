import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS, ERROR_CODES, LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { resetPasswordFormSchema } from './account-form-rules.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AccountForm } from './account-form.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { NewPasswordInput } from './new-password-input.tsx';
import { useServerError } from './use-server-error.ts';

const L = ACCOUNT_LABELS.resetPassword;
const resolver = zodResolver(resetPasswordFormSchema);

interface ResetPasswordFormProps {
  /** The reset link's token; without one the link is invalid. */
  token: string | undefined;
  /** Where to ask for a new link. */
  forgotPasswordHref: string;
  /** The account provider's sign-in, offered once the password is saved (a reset ends the account's sessions). */
  signInHref: string;
}

/**
 * Choose a New Password, from the e-mailed link: the new password with its rules ticked live.
 * A link that has expired or was used says so, with a way to ask for a new one.
 */
export function ResetPasswordForm({ token, forgotPasswordHref, signInHref }: ResetPasswordFormProps) {
  const form = useForm({ defaultValues: { newPassword: '' }, resolver });
  const { register, handleSubmit, control, formState } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });
  const server = useServerError(form, { [ERROR_CODES.passwordRejected]: 'newPassword' });
  const { mutateAsync } = useResetPassword();
  const [state, setState] = useState<'form' | 'done' | 'invalidLink'>(token ? 'form' : 'invalidLink');

  const submit = handleSubmit(async (values) => {
    if (!token) return; // The form shows only with a token.
    server.show(null);
    const result = await mutateAsync({ authToken: token, newPassword: values.newPassword });
    if (result.ok) setState('done');
    else if (result.error.code === ERROR_CODES.resetTokenInvalid) setState('invalidLink');
    else server.show(result.error);
  });

  if (state === 'invalidLink') {
    return (
      <FormOutcome role="alert" message={L.invalidLink}>
        <Button to={forgotPasswordHref} size="lg" fullWidth>
          {L.askAgain}
        </Button>
      </FormOutcome>
    );
  }
  if (state === 'done') {
    return (
      <FormOutcome role="status" message={L.done}>
        <Button to={signInHref} reloadDocument size="lg" fullWidth>
          {LABELS.signIn}
        </Button>
      </FormOutcome>
    );
  }
  return (
    <AccountForm onSubmit={submit} error={server.formError}>
      <NewPasswordInput
        {...register('newPassword')}
        label={L.newPassword}
        password={newPassword}
        required
        error={formState.errors.newPassword?.message}
      />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {L.submit}
      </Button>
    </AccountForm>
  );
}
