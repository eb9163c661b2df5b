import { useState } from 'react';
import { LABELS } from '@stat/contracts';
import { Field } from './field.tsx';
import type { TextInputProps } from './text-input.tsx';
import fieldStyles from './field.module.css';
import styles from './password-input.module.css';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'recurlyKey'>;

/** A password field that toggles between hidden and shown (SHOW / HIDE, shell spec section 4). */
export function PasswordInput({
  label,
  helperText,
  error,
  required,
  className,
  variant = 'dark',
  'aria-describedby': describedByMore,
  ...inputProps
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} helperText={helperText} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className={styles.wrapper}>
          <input
            autoComplete="current-password"
            {...inputProps}
            id={inputId}
            type={shown ? 'text' : 'password'}
            className={`${fieldStyles[variant]} ${styles.input}`}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            // Beside the field's own helper and error, whatever else describes it (a new password's rules).
            aria-describedby={[describedBy, describedByMore].filter(Boolean).join(' ') || undefined}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={inputId}
            aria-label={shown ? LABELS.hidePassword : LABELS.showPassword}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? LABELS.passwordHide : LABELS.passwordShow}
          </button>
        </div>
      )}
    </Field>
  );
}
