import { useMutation } from '@tanstack/react-query';
import type { CouponRedeemRequest, CouponRedemption } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST coupon/redeem: the coupon on the viewer's subscription, off the next bill. */
export async function redeemCoupon(request: CouponRedeemRequest, idempotencyKey: string): Promise<CouponRedemption> {
  return parseAnswer(
    whileInFlight(() => api.post('coupon/redeem', request, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/plan-change-schemas'),
    (s) => s.couponRedemptionSchema,
  );
}

export function useRedeemCoupon() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CouponRedeemRequest; idempotencyKey: string }) => asResult(redeemCoupon(request, idempotencyKey)),
  });
}
