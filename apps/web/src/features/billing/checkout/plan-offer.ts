import { planDisplayName } from '@stat/contracts';
import type { AddOn, Plan } from '@stat/contracts';

/** A plan as offered with the chosen add-ons: a bundle when there are any ("Essential with Northstar+"). */
export interface PlanOffer {
  name: string;
  priceInCents: number;
  addOns: AddOn[];
}

/** The plan with those of `addOnIds` it offers: its name, and its price per billing period with them. */
export function planOffer(plan: Plan, addOnIds: readonly string[]): PlanOffer {
  const addOns = plan.addOns.filter((addOn) => addOnIds.includes(addOn.addOnId));
  return {
    name: planDisplayName({ name: plan.name, addOns }),
    priceInCents: addOns.reduce((price, addOn) => price + addOn.priceInCents, plan.basePriceInCents),
    addOns,
  };
}
