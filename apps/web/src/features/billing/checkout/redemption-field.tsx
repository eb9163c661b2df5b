import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BILLING_LABELS, redemptionCodeSchema } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import styles from './checkout.module.css';

const L = BILLING_LABELS.review;

interface RedemptionFieldProps {
  /** 'coupon' or 'giftCard': the input's name. */
  name: string;
  label: string;
  /** The Apply button's accessible name ("Apply coupon"): it starts with its visible word. */
  applyLabel: string;
  /** The code in the order, or null. */
  applied: string | null;
  /** Why the last code was refused (the API's body), shown by the field. */
  error: string | null;
  /** Applies a code as typed, upper-cased; resolves true once applied, false once refused. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

/**
 * A coupon or gift card code: the one applied, with a Remove button, over the field to type
 * one (applied by Enter or Apply; it takes the place of the one shown). The focus follows the
 * change: to the applied code's line, back to the field when it goes.
 */
export function RedemptionField({ name, label, applyLabel, applied, error, onApply, onRemove }: RedemptionFieldProps) {
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const previous = useRef(applied);

  useEffect(() => {
    if (previous.current === applied) return;
    if (applied) appliedRef.current?.focus();
    // Removed, or replaced by a refusal: the viewer types again.
    else if (previous.current) inputRef.current?.focus();
    previous.current = applied;
  }, [applied]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applying) return;
    const code = redemptionCodeSchema.safeParse(value);
    if (!code.success) {
      setFormatError(L.codeInvalid);
      inputRef.current?.focus();
      return;
    }
    setFormatError(null);
    setApplying(true);
    const accepted = await onApply(code.data);
    setApplying(false);
    // A refused code stays in the field, to be corrected.
    if (accepted) setValue('');
  }

  return (
    <div className={styles.codeField}>
      {applied && (
        <div className={styles.applied}>
          <p ref={appliedRef} tabIndex={-1} className={styles.appliedText}>
            {L.applied(applied)}
          </p>
          <Button variant="secondary" size="sm" onClick={onRemove} aria-label={L.removeCode(applied)}>
            {L.remove}
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
        />
        <Button type="submit" variant="secondary" className={styles.codeButton} loading={applying} aria-label={applyLabel}>
          {L.apply}
        </Button>
      </form>
    </div>
  );
}
