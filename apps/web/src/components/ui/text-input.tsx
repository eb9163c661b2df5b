import type { ComponentPropsWithRef } from 'react';
import type { InputVariant } from '@stat/contracts';
import { Field, type FieldProps } from './field.tsx';
import styles from './field.module.css';

export type TextInputProps = FieldProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'required' | 'className'> & {
    name: string;
    variant?: InputVariant;
    /** The payment provider's field key, rendered as data-recurly (billing forms). */
    recurlyKey?: string;
  };

/** A labelled text input with helper text, an alert error and the required mark. */
export function TextInput({
  label,
  helperText,
  error,
  required,
  className,
  variant = 'dark',
  recurlyKey,
  type = 'text',
  ...inputProps
}: TextInputProps) {
  return (
    <Field label={label} helperText={helperText} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input
          {...inputProps}
          id={inputId}
          type={type}
          className={styles[variant]}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-recurly={recurlyKey}
        />
      )}
    </Field>
  );
}
