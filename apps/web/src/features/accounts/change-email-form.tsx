import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES, SETTINGS_PROFILE_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { changeEmailFormSchema } from './account-form-rules.ts';
import { AccountForm, EmailInput } from './account-form.tsx';
import { AccountUserName } from './account-user-name.tsx';
import { useChangeEmail } from './api/change-email.ts';
import { useServerError } from './use-server-error.ts';
import styles from './accounts.module.css';

const L = SETTINGS_PROFILE_LABELS.profile.email;
const EMPTY = { emailAddress: '', password: '' };

/**
 * A direct account's e-mail in Settings (ott): the address, and Change Email, which opens a form
 * for the new address and the password again. Sending mails a link to the new address (the
 * settings notification says so, and stays until dismissed); the e-mail changes only when the
 * link is opened. The focus goes into the form when it opens and back to its button when it closes.
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  // The Change Email button's wrapper: the shared Button takes no ref.
  const toggleRef = useRef<HTMLDivElement>(null);
  const form = useForm({ defaultValues: EMPTY, resolver: zodResolver(changeEmailFormSchema) });
  const { register, handleSubmit, formState, reset, setFocus } = form;
  const server = useServerError(form, {
    [ERROR_CODES.wrongPassword]: 'password',
    [ERROR_CODES.accountTooManyAttempts]: 'password',
    [ERROR_CODES.userExists]: 'emailAddress',
    [ERROR_CODES.emailUnchanged]: 'emailAddress',
  });
  const { mutateAsync } = useChangeEmail();
  // Set once the form has been open, so its closing returns the focus to the button that opened it.
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (open) setFocus('emailAddress');
    else if (opened) toggleRef.current?.querySelector('button')?.focus();
  }, [open, opened, setFocus]);

  const close = () => {
    reset(EMPTY);
    server.show(null);
    setOpen(false);
  };

  const submit = handleSubmit(async (values) => {
    server.show(null);
    const result = await mutateAsync(values);
    if (!result.ok) {
      server.show(result.error);
      return;
    }
    showSettingsNotification({ text: L.sent(values.emailAddress.trim()), static: true });
    close();
  });

  return (
    <div className={styles.emailChange}>
      <p className={styles.emailRow}>
        <span className={styles.emailLabel}>{L.title}</span>
        <span>{email}</span>
      </p>
      {!open && (
        <div ref={toggleRef}>
          <Button variant="secondary" onClick={() => {
              setOpen(true);
              setOpened(true);
            }}>
            {L.change}
          </Button>
        </div>
      )}
      {open && (
        <div>
          <AccountForm onSubmit={submit} error={server.formError}>
            <AccountUserName email={email} />
            <EmailInput {...register('emailAddress')} label={L.newEmail} error={formState.errors.emailAddress?.message} />
            <PasswordInput
              {...register('password')}
              label={L.password}
              helperText={L.passwordHelp}
              autoComplete="current-password"
              required
              error={formState.errors.password?.message}
            />
            <div className={styles.actions}>
              <Button type="submit" loading={formState.isSubmitting}>
                {L.send}
              </Button>
              <Button type="button" variant="secondary" onClick={close}>
                {L.cancel}
              </Button>
            </div>
          </AccountForm>
        </div>
      )}
    </div>
  );
}
