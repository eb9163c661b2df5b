import { useMutation } from '@tanstack/react-query';
import { ppvCouponSchema, type PpvCoupon } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';

/** GET ppv/coupon/{code}: what the coupon takes off the event's price now; a refusal's body says why. */
export async function getPpvCoupon(code: string): Promise<PpvCoupon> {
  return ppvCouponSchema.parse(await api.get(`ppv/coupon/${encodeURIComponent(code)}`));
}

/** Checks a typed coupon; a refusal is a result, shown by the coupon field. */
export function useCheckPpvCoupon() {
  return useMutation({ mutationFn: (code: string) => asResult(getPpvCoupon(code)) });
}
