import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS, ERROR_CODES } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { changePasswordFormSchema } from './account-form-rules.ts';
import { AccountUserName } from './account-user-name.tsx';
import { useChangePassword } from './api/change-password.ts';
import { AccountForm } from './account-form.tsx';
import { NewPasswordInput } from './new-password-input.tsx';
import { useServerError } from './use-server-error.ts';
import styles from './accounts.module.css';

const L = ACCOUNT_LABELS.changePassword;
const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * Change Password in Settings: the current password and a new one with its rules ticked live.
 * A wrong current password (or too many tries) goes on the current password, a refused new one
 * on the new password. Once changed, the form empties and says so.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const titleId = useId();
  const resolver = useMemo(() => zodResolver(changePasswordFormSchema(email)), [email]);
  const form = useForm({ defaultValues: EMPTY, resolver });
  const { register, handleSubmit, control, formState, reset } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });
  const server = useServerError(form, {
    [ERROR_CODES.wrongPassword]: 'currentPassword',
    [ERROR_CODES.accountTooManyAttempts]: 'currentPassword',
    [ERROR_CODES.passwordRejected]: 'newPassword',
  });
  const { mutateAsync } = useChangePassword();
  const [changed, setChanged] = useState(false);

  const submit = handleSubmit(async (values) => {
    server.show(null);
    setChanged(false);
    const result = await mutateAsync(values);
    if (!result.ok) {
      server.show(result.error);
      return;
    }
    reset(EMPTY);
    setChanged(true);
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.title}
      </h2>
      <AccountForm onSubmit={submit} error={server.formError}>
        {/* Always in the page, so the message is announced when it appears. */}
        <p role="status" className={styles.success}>
          {changed ? L.done : null}
        </p>
        <AccountUserName email={email} />
        <PasswordInput
          {...register('currentPassword')}
          label={L.currentPassword}
          autoComplete="current-password"
          required
          error={formState.errors.currentPassword?.message}
        />
        <NewPasswordInput
          {...register('newPassword')}
          label={L.newPassword}
          password={newPassword}
          email={email}
          required
          error={formState.errors.newPassword?.message}
        />
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            {L.submit}
          </Button>
        </div>
      </AccountForm>
    </section>
  );
}
