import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldFrameProps extends FieldProps {
  children: (ids: FieldIds) => ReactNode;
}

/**
 * Label, helper text and error of one form field. The error is an alert under the field and,
 * like the helper, is tied to the control by aria-describedby (shell spec section 5).
 */
export function Field({ label, helperText, error, required = false, className, children }: FieldFrameProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const helperId = helperText ? `${id}-helper` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helperId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {/* The asterisk stays outside the label so the field's name is exactly its label. */}
      <div className={styles.labelRow}>
        {required && <RequiredMark />}
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      </div>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The leading asterisk; the control itself carries aria-required so "required" is announced. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
