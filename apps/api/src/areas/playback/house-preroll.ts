import type { AppVariant, User } from '@stat/contracts';
import type { PlansFile } from '../billing/plans-file.ts';

/** A plan as the pre-roll rule reads it: whether its titles play the house pre-roll. */
export type AdsPlan = Pick<PlansFile['plans'][number], 'ads'>;

/**
 * The plan the viewer is on: the user's current product, looked up in the plans file, while the
 * subscription is in force (authorized). Null signed out, lapsed, or on a product the plans file
 * does not sell (a partner's or a TV provider's billing): no plan of ours applies.
 */
export function viewerPlan<Plan extends { code: string }>(
  plans: readonly Plan[],
  user: Pick<User, 'currentProductId' | 'isAuthorized'> | null,
): Plan | null {
  if (!user?.isAuthorized || user.currentProductId === null) return null;
  return plans.find((plan) => plan.code === user.currentProductId) ?? null;
}

/**
 * Whether a title starts with the house pre-roll. On ott a plan decides for every title:
 * Essential (ads) plays it before each one, Premium (no ads) never. Where no plan applies (the
 * stat variant, whose viewers pay their TV provider; an ott viewer without a plan of ours) the
 * pre-roll comes before free titles only.
 */
export function playsHousePreroll({ variant, plan, free }: { variant: AppVariant; plan: AdsPlan | null; free: boolean }): boolean {
  if (variant === 'ott' && plan) return plan.ads;
  return free;
}
