import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPrice, PPV_PURCHASE_LABELS, redemptionCodeSchema, type PpvCoupon } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useCheckPpvCoupon } from '../api/get-ppv-coupon.ts';
import styles from './ppv-purchase.module.css';

const L = PPV_PURCHASE_LABELS.dialog;

interface PpvCouponFieldProps {
  applied: PpvCoupon | null;
  onChange: (coupon: PpvCoupon | null) => void;
  disabled: boolean;
}

/**
 * A coupon for the fight, checked by GET ppv/coupon/{code}: the one applied with what it takes
 * off and a Remove button, else the field (Enter or Apply). A refusal shows under the field in
 * the API's words; the focus goes to the applied line, and back to the field when it goes.
 */
export function PpvCouponField({ applied, onChange, disabled }: PpvCouponFieldProps) {
  const check = useCheckPpvCoupon();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const previous = useRef(applied);

  useEffect(() => {
    if (previous.current === applied) return;
    if (applied) appliedRef.current?.focus();
    else inputRef.current?.focus();
    previous.current = applied;
  }, [applied]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.isPending) return;
    const code = redemptionCodeSchema.safeParse(value);
    if (!code.success) {
      setError(L.couponFormat);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const result = await check.mutateAsync(code.data);
    if (!result.ok) {
      setError(result.error.body);
      inputRef.current?.focus();
      return;
    }
    setValue('');
    onChange(result.value);
  }

  if (applied) {
    return (
      <div className={styles.applied}>
        <p ref={appliedRef} tabIndex={-1} className={styles.appliedText}>
          {L.couponApplied(applied.code, formatPrice(applied.discountInCents))}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)} disabled={disabled} aria-label={L.removeCouponLabel(applied.code)}>
          {L.removeCoupon}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.codeForm} noValidate onSubmit={(event) => void submit(event)}>
      <TextInput
        ref={inputRef}
        name="coupon"
        label={L.coupon}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        disabled={disabled}
      />
      <Button type="submit" variant="secondary" className={styles.codeButton} loading={check.isPending} disabled={disabled} aria-label={L.applyCouponLabel}>
        {L.applyCoupon}
      </Button>
    </form>
  );
}
