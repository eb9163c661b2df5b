import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS, ERROR_CODES, MESSAGES, REGISTRATION_LABELS } from '@stat/contracts';
import type { User } from '@stat/contracts';
import { openModal } from '../../components/modal/modal-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useToday } from '../../lib/use-today.ts';
import { createAccountFormSchema, type CreateAccountForm as FormValues } from './account-form-rules.ts';
import { useCreateAccount } from './api/create-account.ts';
import { AccountForm, EmailInput } from './account-form.tsx';
import { NewPasswordInput } from './new-password-input.tsx';
import { useServerError } from './use-server-error.ts';
import styles from './accounts.module.css';

const L = ACCOUNT_LABELS.createAccount;
const NAME_MAX_LENGTH = 50;

const EMPTY: FormValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  zipcode: '',
  birthDate: '',
  newsletterSubscribed: false,
};

interface CreateAccountFormProps {
  /** The account exists and its session has started; the app takes the new user on. */
  onCreated: (user: User) => void;
  /** The account provider's sign-in, for visitors who already have an account. */
  signInHref: string;
}

/**
 * Create Account (streaming spec section 5): the contracts' rules checked as the visitor
 * submits, the password's ticked live. The e-mail is checked first; one that has an account
 * gets the generic modal 'User Exists' with the server's message and Ok. The server's own
 * refusals go on their fields: underage on the date of birth, a refused password on the password.
 */
export function CreateAccountForm({ onCreated, signInHref }: CreateAccountFormProps) {
  const resolver = useMemo(() => zodResolver(createAccountFormSchema()), []);
  const form = useForm({ defaultValues: EMPTY, resolver });
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const server = useServerError(form, { [ERROR_CODES.passwordRejected]: 'password', [ERROR_CODES.underage]: 'birthDate' });
  const { mutateAsync } = useCreateAccount();
  // No birth date after today.
  const today = useToday();

  const submit = handleSubmit(async (values) => {
    server.show(null);
    const outcome = await mutateAsync(values);
    if (outcome.kind === 'created') onCreated(outcome.user);
    else if (outcome.kind === 'exists') openModal({ title: MESSAGES.userExistsTitle, body: outcome.message, buttons: [{ label: MESSAGES.ok }] });
    else server.show(outcome.error);
  });

  return (
    <AccountForm onSubmit={submit} error={server.formError}>
      <p className={styles.note}>{REGISTRATION_LABELS.requiredNote}</p>
      <EmailInput {...register('email')} label={L.email} error={errors.email?.message} />
      <NewPasswordInput {...register('password')} label={L.password} password={password} email={email} required error={errors.password?.message} />
      <div className={styles.pair}>
        <TextInput
          {...register('firstName')}
          label={L.firstName}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={errors.firstName?.message}
        />
        <TextInput
          {...register('lastName')}
          label={L.lastName}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={errors.lastName?.message}
        />
      </div>
      <div className={styles.pair}>
        <TextInput {...register('zipcode')} label={L.zipcode} autoComplete="postal-code" maxLength={10} required error={errors.zipcode?.message} />
        <TextInput
          {...register('birthDate')}
          type="date"
          label={L.birthDate}
          helperText={L.birthDateHelp}
          autoComplete="bday"
          max={today}
          required
          error={errors.birthDate?.message}
        />
      </div>
      <Checkbox {...register('newsletterSubscribed')} label={L.newsletter} />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {L.submit}
      </Button>
      <p className={styles.aside}>
        <a className={styles.link} href={signInHref}>
          {L.haveAccount}
        </a>
      </p>
    </AccountForm>
  );
}
