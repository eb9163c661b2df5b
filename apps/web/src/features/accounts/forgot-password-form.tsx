import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { forgotPasswordFormSchema } from './account-form-rules.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AccountForm, EmailInput } from './account-form.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { useServerError } from './use-server-error.ts';
import styles from './accounts.module.css';

const L = ACCOUNT_LABELS.forgotPassword;
const resolver = zodResolver(forgotPasswordFormSchema);

/**
 * Forgot your password: the e-mail, then the same answer whether or not it has an account (no
 * account enumeration), in place of the form.
 */
export function ForgotPasswordForm({ signInHref }: { signInHref: string }) {
  const form = useForm({ defaultValues: { email: '' }, resolver });
  const { register, handleSubmit, formState } = form;
  const server = useServerError(form, {});
  const { mutateAsync } = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = handleSubmit(async ({ email }) => {
    server.show(null);
    const result = await mutateAsync(email);
    if (result.ok) setSentTo(email);
    else server.show(result.error);
  });

  const back = (
    <p className={styles.aside}>
      <a className={styles.link} href={signInHref}>
        {L.backToSignIn}
      </a>
    </p>
  );
  if (sentTo !== null) {
    return (
      <FormOutcome role="status" message={L.sent(sentTo)}>
        {back}
      </FormOutcome>
    );
  }
  return (
    <AccountForm onSubmit={submit} error={server.formError}>
      <EmailInput {...register('email')} label={L.email} error={formState.errors.email?.message} />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {L.submit}
      </Button>
      {back}
    </AccountForm>
  );
}
