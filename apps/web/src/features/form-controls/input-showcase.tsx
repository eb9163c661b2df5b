import { useState } from 'react';
import { GENDER_PLACEHOLDER, GENDERS } from '@stat/contracts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import styles from './form-controls-page.module.css';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** Text, password, checkbox and select inputs with helper text, errors and the required mark. */
export function InputShowcase() {
  const [agreed, setAgreed] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="showcase-inputs">
      <h2 id="showcase-inputs">Inputs</h2>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <TextInput name="displayName" label="Display name" helperText="Shown on your profile." autoComplete="nickname" />
        <TextInput
          name="email"
          type="email"
          label="Email address"
          required
          error="Please enter a valid email address."
          defaultValue="viewer@"
          autoComplete="email"
        />
        <TextInput name="zip" label="Zip code" required helperText="Five digits." recurlyKey="postal_code" inputMode="numeric" />
        <PasswordInput name="password" label="Password" required helperText="At least 8 characters." />
        <Select
          name="gender"
          label="Gender"
          options={GENDER_OPTIONS}
          placeholder={{ value: GENDER_PLACEHOLDER, label: GENDER_PLACEHOLDER }}
          defaultValue={GENDER_PLACEHOLDER}
        />
        <Checkbox
          name="terms"
          label="I have read and agree to the terms of use"
          required
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          error={agreed ? undefined : 'You must agree to the terms of use.'}
        />
      </form>
    </section>
  );
}
