import type { ComponentPropsWithRef } from 'react';
import type { InputVariant } from '@stat/contracts';
import { Field, type FieldProps } from './field.tsx';
import fieldStyles from './field.module.css';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'required' | 'className' | 'children'> & {
    name: string;
    options: readonly SelectOption[];
    /** A leading placeholder option, e.g. gender's 'Gender' (whose value is dropped before sending). */
    placeholder?: SelectOption;
    variant?: InputVariant;
  };

/** A labelled native select with the same helper, error and required rules as TextInput. */
export function Select({
  label,
  helperText,
  error,
  required,
  className,
  options,
  placeholder,
  variant = 'dark',
  ...selectProps
}: SelectProps) {
  return (
    <Field label={label} helperText={helperText} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <select
          {...selectProps}
          id={inputId}
          className={`${fieldStyles[variant]} ${styles.select}`}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
