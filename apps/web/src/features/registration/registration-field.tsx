import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { GENDER_PLACEHOLDER, GENDERS, REGISTRATION_LABELS } from '@stat/contracts';
import type { RegistrationField as FieldDefinition, RegistrationValues } from '@stat/contracts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { DobInput } from './dob-input.tsx';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));
const GENDER_PLACEHOLDER_OPTION = { value: GENDER_PLACEHOLDER, label: REGISTRATION_LABELS.genderPlaceholder };

const AUTOCOMPLETE: Partial<Record<FieldDefinition['id'], string>> = {
  userName: 'username',
  emailAddress: 'email',
  confirmEmail: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  zipcode: 'postal-code',
};

interface RegistrationFieldProps {
  field: FieldDefinition;
  register: UseFormRegister<RegistrationValues>;
  control: Control<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>;
  /** Personal fields of an under-age sub account with the personal-data cookie (the form says why). */
  locked: boolean;
}

/** One provider-defined field of Complete Your Profile, drawn by its type (and dob by its id). */
export function RegistrationField({ field, register, control, errors, locked }: RegistrationFieldProps) {
  const error = errors[field.id]?.message;
  if (field.id === 'dob') {
    return (
      <Controller
        control={control}
        name="dob"
        render={({ field: dob }) => (
          <DobInput
            name={dob.name}
            label={field.label}
            value={dob.value}
            onChange={dob.onChange}
            onBlur={dob.onBlur}
            inputRef={dob.ref}
            error={error}
            helperText={REGISTRATION_LABELS.dobHelp}
            disabled={locked}
          />
        )}
      />
    );
  }
  if (field.type === 'checkbox') {
    return (
      <Checkbox
        {...register(field.id)}
        label={field.label}
        required={field.required}
        error={error}
        disabled={locked}
      />
    );
  }
  if (field.type === 'dropdown') {
    return (
      <Select
        {...register(field.id)}
        label={field.label}
        options={GENDER_OPTIONS}
        placeholder={GENDER_PLACEHOLDER_OPTION}
        required={field.required}
        error={error}
        disabled={locked}
      />
    );
  }
  return (
    <TextInput
      {...register(field.id)}
      type={field.type === 'email' ? 'email' : 'text'}
      label={field.label}
      required={field.required}
      error={error}
      disabled={locked}
      maxLength={field.maxLength}
      autoComplete={AUTOCOMPLETE[field.id]}
    />
  );
}
