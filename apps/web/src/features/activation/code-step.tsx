import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACTIVATION_LABELS, formatUserCode, MESSAGES, normalizeUserCode } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import styles from './activation.module.css';

interface CodeStepProps {
  /** The code the TV's address carried, to check before continuing. */
  initialCode: string | null;
  onCode: (code: string) => void;
}

/** The code form: 'Please enter a code.' on an empty code; case and the dash do not matter. */
export function CodeStep({ initialCode, onCode }: CodeStepProps) {
  const [value, setValue] = useState(initialCode ? formatUserCode(initialCode) : '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') return setError(MESSAGES.activationCodeRequired);
    const code = normalizeUserCode(value);
    if (!code) return setError(ACTIVATION_LABELS.codeForm.codeFormat);
    onCode(code);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{ACTIVATION_LABELS.codeForm.lead}</p>
      <TextInput
        ref={input}
        name="code"
        label={ACTIVATION_LABELS.codeForm.code}
        placeholder={ACTIVATION_LABELS.codeForm.placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.toUpperCase());
          setError(undefined);
        }}
        error={error}
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        className={styles.code}
      />
      <Button type="submit" fullWidth>
        {ACTIVATION_LABELS.codeForm.submit}
      </Button>
    </form>
  );
}
