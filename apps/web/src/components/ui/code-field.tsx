import { useEffect, useRef, useState, type FormEvent } from 'react';
import { redemptionCodeSchema } from '@stat/contracts';
import { Button } from './button.tsx';
import { TextInput } from './text-input.tsx';
import styles from './code-field.module.css';

/** The field's own words, from the flow's labels. */
export interface CodeFieldWords {
  apply: string;
  remove: string;
  /** The Remove button's accessible name for a code ("Remove WELCOME50"). */
  removeCode: (code: string) => string;
  /** A code that is not letters, digits and dashes. */
  codeInvalid: string;
}

interface CodeFieldProps {
  /** The input's name ('coupon', 'giftCard'). */
  name: string;
  label: string;
  /** The Apply button's accessible name ("Apply coupon"): it starts with its visible word. */
  applyLabel: string;
  /** The code in the order and how it reads there ("WELCOME50 applied"), or null. */
  applied: { code: string; text: string } | null;
  /** Why the last code was refused (the API's body), shown by the field. */
  error: string | null;
  /** Applies a code as typed, upper-cased; resolves true once applied, false once refused. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  words: CodeFieldWords;
  /** While the order it belongs to is being sent. */
  disabled?: boolean;
}

/**
 * A coupon or gift card code (the subscribe flow, the pay-per-view purchase): the one applied,
 * with a Remove button, over the field to type one (applied by Enter or Apply; it takes the place
 * of the one shown). The focus follows the change: to the applied code's line, back to the field
 * when it goes.
 */
export function CodeField({ name, label, applyLabel, applied, error, onApply, onRemove, words, disabled = false }: CodeFieldProps) {
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const code = applied?.code ?? null;
  const previous = useRef(code);

  useEffect(() => {
    if (previous.current === code) return;
    if (code) appliedRef.current?.focus();
    // Removed, or replaced by a refusal: the viewer types again.
    else if (previous.current) inputRef.current?.focus();
    previous.current = code;
  }, [code]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applying) return;
    const typed = redemptionCodeSchema.safeParse(value);
    if (!typed.success) {
      setFormatError(words.codeInvalid);
      inputRef.current?.focus();
      return;
    }
    setFormatError(null);
    setApplying(true);
    const accepted = await onApply(typed.data);
    setApplying(false);
    // A refused code stays in the field, to be corrected.
    if (accepted) setValue('');
  }

  return (
    <div className={styles.codeField}>
      {applied && (
        <div className={styles.applied}>
          <p ref={appliedRef} tabIndex={-1} className={styles.appliedText}>
            {applied.text}
          </p>
          <Button variant="secondary" size="sm" onClick={onRemove} disabled={disabled} aria-label={words.removeCode(applied.code)}>
            {words.remove}
          </Button>
        </div>
      )}
      <form className={styles.codeForm} noValidate onSubmit={(event) => void submit(event)}>
        <TextInput
          ref={inputRef}
          name={name}
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={formatError ?? error ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" className={styles.codeButton} loading={applying} disabled={disabled} aria-label={applyLabel}>
          {words.apply}
        </Button>
      </form>
    </div>
  );
}
