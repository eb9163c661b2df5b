import type { FieldErrors, Resolver } from 'react-hook-form';
import { EMPTY_REGISTRATION_VALUES, validateRegistration } from '@stat/contracts';
import type { RegistrationContext, RegistrationField, RegistrationValues } from '@stat/contracts';

/** The form's values with every field present: fields the form does not render keep their empty value. */
export function completeValues(values: Partial<RegistrationValues>): RegistrationValues {
  const complete: RegistrationValues = { ...EMPTY_REGISTRATION_VALUES };
  for (const [key, value] of Object.entries(values) as [keyof RegistrationValues, unknown][]) {
    if (value !== undefined) Object.assign(complete, { [key]: value });
  }
  return complete;
}

/**
 * The react-hook-form resolver of Complete Your Profile: the contracts' validateRegistration,
 * the same rules POST user runs, turned into the form's field errors.
 */
export function registrationResolver(
  fields: readonly RegistrationField[],
  context: () => RegistrationContext,
): Resolver<RegistrationValues> {
  return (raw) => {
    const values = completeValues(raw);
    const errors = validateRegistration(values, fields, context());
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<RegistrationValues> = {};
    for (const [id, message] of entries) {
      fieldErrors[id as keyof RegistrationValues] = { type: 'validate', message };
    }
    return { values: {}, errors: fieldErrors };
  };
}
