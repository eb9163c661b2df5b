import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ERROR_CODES, SETTINGS_DATA_LABELS, type DeleteUserAnswer } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { isOtt } from '../../lib/variant.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import styles from './account-data.module.css';

const L = SETTINGS_DATA_LABELS;
// On ott the password is asked again; on stat the provider's sign-in was the proof (no field).
const formSchema = z.object({ password: isOtt ? z.string().min(1, L.passwordRequired) : z.string() });
const resolver = zodResolver(formSchema);

interface DeleteAccountDialogProps {
  /** When the subscription the deletion cancels ends (ott, billed by us); null when there is none. */
  subscriptionEndsAt: number | null;
  onDeleted: (answer: DeleteUserAnswer) => void;
  onCancel: () => void;
}

/**
 * The confirmation before deleting the account (issue 26 section 5): it names what goes, that an
 * ott subscription is cancelled first and what is kept; on ott it asks for the password. A wrong
 * password (or too many) is shown on the field, anything else above the buttons.
 */
export function DeleteAccountDialog({ subscriptionEndsAt, onDeleted, onCancel }: DeleteAccountDialogProps) {
  const form = useForm({ defaultValues: { password: '' }, resolver });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const { mutateAsync } = useDeleteAccount();
  const errorId = useId();

  const submit = handleSubmit(async ({ password }) => {
    const result = await mutateAsync(isOtt ? { password } : {});
    if (result.ok) return onDeleted(result.value);
    const onField = result.error.code === ERROR_CODES.wrongPassword || result.error.code === ERROR_CODES.accountTooManyAttempts;
    setError(isOtt && onField ? 'password' : 'root', { type: 'server', message: result.error.body });
    if (isOtt && onField) setFocus('password');
  });

  return (
    <Dialog title={L.dialogTitle} onDismiss={onCancel} initialFocus={isOtt ? 'input[type="password"]' : undefined}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={formState.errors.root ? errorId : undefined}>
        <p className={styles.lead}>{L.whatGoes}</p>
        <ul className={styles.goes}>
          {L.goes.map((item) => (
            <li key={item}>{item}</li>
          ))}
          {isOtt && <li>{L.goesOtt}</li>}
        </ul>
        {subscriptionEndsAt !== null && <p className={styles.lead}>{L.subscriptionCancelled(subscriptionEndsAt)}</p>}
        <p className={styles.note}>{L.kept}</p>
        {isOtt && (
          <PasswordInput {...register('password')} label={L.password} autoComplete="current-password" required error={formState.errors.password?.message} />
        )}
        {formState.errors.root && (
          <p id={errorId} role="alert" className={styles.error}>
            {formState.errors.root.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={formState.isSubmitting}>
            {L.confirm}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {L.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
