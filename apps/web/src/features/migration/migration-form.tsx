import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_LABELS, ERROR_CODES, MIGRATION_ACTIONS, MIGRATION_FIELDS, SETTINGS_MIGRATION_LABELS } from '@stat/contracts';
import type { MigrationAction } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { useToday } from '../../lib/use-today.ts';
import { useMigrateAccount } from './api/migrate-account.ts';
import styles from './migration.module.css';

const L = SETTINGS_MIGRATION_LABELS.form;
const RULES = ACCOUNT_LABELS.passwordRules;
const PASSWORD_RULES = [RULES.length, RULES.mix, RULES.notEmail].join(' · ');

interface FormValues {
  email: string;
  password: string;
  birthDate: string;
}

/** Where a refusal of the server goes: on its field (focused), or above the form. */
const FIELD_OF_CODE: Readonly<Partial<Record<string, keyof FormValues>>> = {
  [ERROR_CODES.passwordRejected]: 'password',
  [ERROR_CODES.migrationCredentials]: 'password',
  [ERROR_CODES.underage]: 'birthDate',
  [ERROR_CODES.userExists]: 'email',
};

/** The form's rules per action: the request's own fields (linking leaves the birth date unread). */
const FORM_SCHEMAS = { create: MIGRATION_FIELDS.create, link: MIGRATION_FIELDS.link.extend({ birthDate: z.string() }) };

const ACTION_LABELS: Record<MigrationAction, string> = { create: L.create, link: L.link };

/**
 * The move itself (PUT user/migrate): a new direct account with a password the viewer chooses
 * (and the birth date Create Account asks), or the direct account they have, by its password.
 * Done, the settings notification confirms it and the preview names the account.
 */
export function MigrationForm({ defaultEmail }: { defaultEmail: string }) {
  const [action, setAction] = useState<MigrationAction>('create');
  const resolver = useMemo(() => zodResolver(FORM_SCHEMAS[action]), [action]);
  const form = useForm<FormValues>({ defaultValues: { email: defaultEmail, password: '', birthDate: '' }, resolver });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const { mutateAsync } = useMigrateAccount();
  // No birth date after today.
  const today = useToday();
  const titleId = useId();
  const legendId = useId();

  const submit = handleSubmit(async ({ email, password, birthDate }) => {
    setFormError(null);
    const result = await mutateAsync(action === 'create' ? { action, email, password, birthDate } : { action, email, password });
    if (result.ok) {
      form.resetField('password');
      showSettingsNotification({ text: SETTINGS_MIGRATION_LABELS.done(result.value.email), static: true });
      return;
    }
    const field = FIELD_OF_CODE[result.error.code];
    if (!field) {
      setFormError(result.error.body);
      return;
    }
    setError(field, { type: 'server', message: result.error.body });
    setFocus(field);
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.heading}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <fieldset className={styles.group} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {L.action}
          </legend>
          {MIGRATION_ACTIONS.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="action" value={value} checked={action === value} onChange={() => setAction(value)} />
              {ACTION_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <TextInput {...register('email')} type="email" autoComplete="email" label={L.email} required error={errors.email?.message} />
        <PasswordInput
          {...register('password')}
          label={L.password}
          autoComplete={action === 'create' ? 'new-password' : 'current-password'}
          helperText={action === 'create' ? PASSWORD_RULES : undefined}
          required
          error={errors.password?.message}
        />
        {action === 'create' && (
          <TextInput
            {...register('birthDate')}
            type="date"
            label={L.birthDate}
            helperText={ACCOUNT_LABELS.createAccount.birthDateHelp}
            autoComplete="bday"
            max={today}
            required
            error={errors.birthDate?.message}
          />
        )}
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          {action === 'create' ? L.submitCreate : L.submitLink}
        </Button>
      </form>
    </section>
  );
}
