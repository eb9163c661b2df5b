import { useMutation } from '@tanstack/react-query';
import type { Coupon } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * GET coupon/{code}, or coupon/{code}/{productCode} to ask whether it applies to that plan
 * (streaming spec section 5); a refusal's body says why.
 */
export async function getCoupon(code: string, productCode?: string): Promise<Coupon> {
  const path = productCode ? `coupon/${encodeURIComponent(code)}/${encodeURIComponent(productCode)}` : `coupon/${encodeURIComponent(code)}`;
  return parseAnswer(api.get(path), import('@stat/contracts/billing-schemas'), (s) => s.couponSchema);
}

/** Checks a typed coupon against the chosen plan; a refusal is a result, shown by the coupon field. */
export function useCheckCoupon() {
  return useMutation({
    mutationFn: ({ code, productCode }: { code: string; productCode: string }) => asResult(getCoupon(code, productCode)),
  });
}
