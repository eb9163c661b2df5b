import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortPlans } from '@stat/contracts';
import type { AvailablePlans } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { billingKeys } from './billing-queries.ts';
import { getCoupon } from './get-coupon.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * The body's plans (streaming spec section 7): with LTOCouponEnabled, the plans of the launch
 * coupon the visitor came with (kept in the purchase or registration memory); a coupon that is
 * unknown or expired asks for none, so the regular plans are sold and the preview says why.
 */
async function launchCouponPlans(launchCoupon: string | null): Promise<string[]> {
  if (!launchCoupon) return [];
  const coupon = await asResult(getCoupon(launchCoupon));
  return coupon.ok ? coupon.value.plans : [];
}

/** POST user/availableplans/bundleonly: the viewer's plan and the plans on sale, _PREMIUM first (section 9). */
export async function getAvailablePlans(launchCoupon: string | null): Promise<AvailablePlans> {
  const answer = await parseAnswer(
    api.post('user/availableplans/bundleonly', { plans: await launchCouponPlans(launchCoupon) }),
    import('@stat/contracts/billing-schemas'),
    (s) => s.availablePlansSchema,
  );
  return { ...answer, plans: sortPlans(answer.plans) };
}

export const availablePlansQuery = (launchCoupon: string | null) =>
  queryOptions({ queryKey: billingKeys.availablePlans(launchCoupon), queryFn: () => getAvailablePlans(launchCoupon), staleTime: 5 * 60_000 });

/** The plans, once the flags say which to ask for (`enabled`). */
export function useAvailablePlans(launchCoupon: string | null, enabled: boolean) {
  return useQuery({ ...availablePlansQuery(launchCoupon), enabled });
}
