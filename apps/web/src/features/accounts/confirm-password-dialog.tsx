import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS, ERROR_CODES } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { confirmPasswordFormSchema } from './account-form-rules.ts';
import { useConfirmPassword } from './api/confirm-password.ts';
import { AccountForm } from './account-form.tsx';
import { AccountUserName } from './account-user-name.tsx';
import { useServerError } from './use-server-error.ts';
import styles from './accounts.module.css';

const L = ACCOUNT_LABELS.confirmPassword;
const resolver = zodResolver(confirmPasswordFormSchema);

interface ConfirmPasswordDialogProps {
  /** The signed-in account's e-mail: the password is checked against it. */
  email: string;
  /** The password is right; the caller may need it again (a purchase sends it along). */
  onConfirmed: (password: string) => void;
  onCancel: () => void;
}

/**
 * Confirm Your Password (streaming spec sections 5 and 6): the account's password re-entered
 * before something sensitive, checked by POST user/authentication. Any refusal (a wrong
 * password, too many attempts) is shown on the password field.
 */
export function ConfirmPasswordDialog({ email, onConfirmed, onCancel }: ConfirmPasswordDialogProps) {
  const form = useForm({ defaultValues: { password: '' }, resolver });
  const { register, handleSubmit, formState } = form;
  const server = useServerError(form, {
    [ERROR_CODES.wrongPassword]: 'password',
    [ERROR_CODES.accountTooManyAttempts]: 'password',
  });
  const { mutateAsync } = useConfirmPassword();

  const submit = handleSubmit(async ({ password }) => {
    server.show(null);
    const result = await mutateAsync({ email, password });
    if (result.ok) onConfirmed(password);
    else server.show(result.error);
  });

  return (
    <Dialog title={L.title} onDismiss={onCancel} initialFocus="input:not([hidden])">
      <AccountForm onSubmit={submit} error={server.formError}>
        <p className={styles.lead}>{L.lead}</p>
        <AccountUserName email={email} />
        <PasswordInput {...register('password')} label={L.password} autoComplete="current-password" required error={formState.errors.password?.message} />
        <div className={styles.actions}>
          <Button type="submit" loading={formState.isSubmitting}>
            {L.submit}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {L.cancel}
          </Button>
        </div>
      </AccountForm>
    </Dialog>
  );
}
