import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../lib/api-error.ts';

/**
 * Where an account form shows the server's errors: a code that belongs to a field goes on that
 * field (focused, so the visitor is taken there), any other at the top of the form.
 */
export function useServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  fieldOfCode: Readonly<Partial<Record<string, Path<T>>>>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  function show(error: ApiError | null) {
    setFormError(null);
    if (!error) return;
    const field = fieldOfCode[error.code];
    if (!field) {
      setFormError(error.body);
      return;
    }
    form.setError(field, { type: 'server', message: error.body });
    form.setFocus(field);
  }
  return { formError, show };
}
