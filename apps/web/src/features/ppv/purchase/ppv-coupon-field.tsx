import { useState } from 'react';
import { formatPrice, PPV_PURCHASE_LABELS, type PpvCoupon } from '@stat/contracts';
import { CodeField } from '../../../components/ui/code-field.tsx';
import { useCheckPpvCoupon } from '../api/get-ppv-coupon.ts';

const L = PPV_PURCHASE_LABELS.dialog;
const WORDS = { apply: L.applyCoupon, remove: L.removeCoupon, removeCode: L.removeCouponLabel, codeInvalid: L.couponFormat };

interface PpvCouponFieldProps {
  applied: PpvCoupon | null;
  onChange: (coupon: PpvCoupon | null) => void;
  disabled: boolean;
}

/** A coupon for the fight, checked by GET ppv/coupon/{code}: what it takes off, or the API's refusal under the field. */
export function PpvCouponField({ applied, onChange, disabled }: PpvCouponFieldProps) {
  const check = useCheckPpvCoupon();
  const [error, setError] = useState<string | null>(null);

  async function apply(code: string): Promise<boolean> {
    const result = await check.mutateAsync(code);
    setError(result.ok ? null : result.error.body);
    if (result.ok) onChange(result.value);
    return result.ok;
  }

  return (
    <CodeField
      name="coupon"
      label={L.coupon}
      applyLabel={L.applyCouponLabel}
      applied={applied && { code: applied.code, text: L.couponApplied(applied.code, formatPrice(applied.discountInCents)) }}
      error={error}
      onApply={apply}
      onRemove={() => onChange(null)}
      words={WORDS}
      disabled={disabled}
    />
  );
}
