import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { RequiredMark } from './field.tsx';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'required'> & {
  name: string;
  label: ReactNode;
  /** A checkbox error is a plain string (shell spec section 5). */
  error?: string;
  required?: boolean;
};

/** A labelled checkbox with an alert error under it. */
export function Checkbox({ label, error, required, className, ...inputProps }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          {...inputProps}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <span className={styles.label}>
          {required && <RequiredMark />}
          <label htmlFor={id}>{label}</label>
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
