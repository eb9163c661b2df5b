import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ERROR_CODES, EMPTY_REGISTRATION_VALUES, REGISTRATION_LABELS, isDobShown } from '@stat/contracts';
import type { RegistrationContext, RegistrationField as FieldDefinition, RegistrationValues } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { RegistrationField } from './registration-field.tsx';
import { completeValues, registrationResolver } from './registration-resolver.ts';
import styles from './registration.module.css';
import type { ApiError } from '../../lib/api-error.ts';

export interface RegistrationFormProps {
  /** The provider's fields for the user's account type, in the provider's order. */
  fields: readonly FieldDefinition[];
  /** Who registers; the clock is read at each check. */
  context: Omit<RegistrationContext, 'now'>;
  /** Personal fields locked (an under-age sub account with the personal-data cookie). */
  locked: boolean;
  /** The provider splits the form into "Your account" and "About you (optional)". */
  partitioned: boolean;
  /** Saves a valid form; answers the API error to show, or null. */
  onSubmit: (values: RegistrationValues) => Promise<ApiError | null>;
  /** What the form starts with (Settings' profile: the user's own); empty for a registration. */
  defaultValues?: RegistrationValues;
  /** The lead and the button's words; Complete Your Profile's by default. */
  copy?: { intro: string; submit: string };
}

const REGISTRATION_COPY = { intro: REGISTRATION_LABELS.intro, submit: REGISTRATION_LABELS.submit };

/** A personal field the registrant may leave out: it belongs to "About you (optional)". */
const isOptionalPersonal = (field: FieldDefinition) => field.pii && !field.required;

/**
 * Complete Your Profile's form (shell spec section 5): built from the provider's field
 * definitions and validated by the contracts' rules. Field errors sit under their field; the
 * user-name-taken answer goes on userName, every other server error at the top.
 */
export function RegistrationForm({
  fields,
  context,
  locked,
  partitioned,
  onSubmit,
  defaultValues = EMPTY_REGISTRATION_VALUES,
  copy = REGISTRATION_COPY,
}: RegistrationFormProps) {
  const lockedNoteId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  // Locked personal fields take no part in the rules: they cannot be filled in.
  const ruleFields = useMemo(() => (locked ? fields.filter((field) => !field.pii) : fields), [fields, locked]);
  const { accountType, legal } = context;
  const resolver = useMemo(
    () => registrationResolver(ruleFields, () => ({ accountType, legal, now: new Date() })),
    [ruleFields, accountType, legal],
  );
  const { control, register, handleSubmit, setError, setFocus, formState } = useForm<RegistrationValues>({
    defaultValues,
    resolver,
  });
  const values = completeValues(useWatch({ control }));
  const dobShown = isDobShown(values, ruleFields, { accountType, legal, now: new Date() });
  const visible = fields.filter((field) => field.id !== 'dob' || dobShown);

  async function submit(valid: RegistrationValues) {
    setFormError(null);
    const error = await onSubmit(valid);
    if (!error) return;
    if (error.code === ERROR_CODES.userNameTaken && fields.some((field) => field.id === 'userName')) {
      setError('userName', { type: 'server', message: error.body });
      setFocus('userName');
      return;
    }
    setFormError(error.body);
  }

  const draw = (field: FieldDefinition) => (
    <RegistrationField
      key={field.id}
      field={field}
      register={register}
      control={control}
      errors={formState.errors}
      locked={locked && field.pii}
    />
  );
  const split = partitioned || locked;
  const personal = visible.filter(isOptionalPersonal);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.note}>{REGISTRATION_LABELS.requiredNote}</p>
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      {split ? (
        <>
          <fieldset className={styles.part}>
            <legend className={styles.legend}>{REGISTRATION_LABELS.accountPart}</legend>
            {visible.filter((field) => !isOptionalPersonal(field)).map(draw)}
          </fieldset>
          {personal.length > 0 && (
            <fieldset className={styles.part} disabled={locked} aria-describedby={locked ? lockedNoteId : undefined}>
              <legend className={styles.legend}>{REGISTRATION_LABELS.personalPart}</legend>
              {locked && (
                <p id={lockedNoteId} className={styles.note}>
                  {REGISTRATION_LABELS.lockedHelp}
                </p>
              )}
              {personal.map(draw)}
            </fieldset>
          )}
        </>
      ) : (
        <div className={styles.part}>{visible.map(draw)}</div>
      )}
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        {copy.submit}
      </Button>
    </form>
  );
}
