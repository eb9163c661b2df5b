import type { FormEvent, ReactNode } from 'react';
import { EMAIL_MAX_LENGTH } from '@stat/contracts';
import { TextInput, type TextInputProps } from '../../components/ui/text-input.tsx';
import styles from './accounts.module.css';

interface AccountFormProps {
  /** react-hook-form's handleSubmit(...) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The server's error that belongs to no field. */
  error: string | null;
  children: ReactNode;
}

/**
 * An account form: the browser's own validation bubbles are off (the form's errors sit under
 * their fields, tied to them), and an error that belongs to no field is announced at the top.
 */
export function AccountForm({ onSubmit, error, children }: AccountFormProps) {
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {error && (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      )}
      {children}
    </form>
  );
}

/** The account's e-mail, as browsers and password managers know it. */
export function EmailInput(props: Omit<TextInputProps, 'type' | 'autoComplete' | 'maxLength' | 'required'>) {
  return <TextInput {...props} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required />;
}
