import { useMutation } from '@tanstack/react-query';
import type { PpvCoupon } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET ppv/coupon/{code}: what the coupon takes off the event's price now; a refusal's body says why. */
export async function getPpvCoupon(code: string): Promise<PpvCoupon> {
  return parseAnswer(api.get(`ppv/coupon/${encodeURIComponent(code)}`), import('@stat/contracts/ppv-purchase'), (s) => s.ppvCouponSchema);
}

/** Checks a typed coupon; a refusal is a result, shown by the coupon field. */
export function useCheckPpvCoupon() {
  return useMutation({ mutationFn: (code: string) => asResult(getPpvCoupon(code)) });
}
