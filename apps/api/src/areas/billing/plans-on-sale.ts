import { planSummary, sortPlans, type AddOn, type Plan } from '@stat/contracts';
import type { PlansFile } from './plans-file.ts';

type FilePlan = PlansFile['plans'][number];

/** An add-on as sold with this plan: priced for the plan's interval. */
function addOnFor(file: PlansFile, plan: FilePlan, code: string, status: AddOn['status']): AddOn | null {
  const addOn = file.addOns.find((entry) => entry.code === code);
  if (!addOn) return null;
  return { addOnId: addOn.code, name: addOn.name, description: addOn.description, type: 'partner', priceInCents: addOn.priceInCents[plan.interval], status };
}

/**
 * One plan in the contracts' shape. `addOnCodes` are the add-ons taken with it (their price is in
 * `priceInCents`, and they are `status`); without any, the plan lists every add-on on sale as
 * `inactive`, so the paywall can offer the bundles (streaming spec section 3, Available bundle).
 */
export function planOf(
  file: PlansFile,
  productCode: string,
  options: { addOnCodes?: readonly string[]; status?: AddOn['status']; nextBillingDate?: number | null } = {},
): Plan | null {
  const plan = file.plans.find((entry) => entry.code === productCode);
  if (!plan) return null;
  const taken = (options.addOnCodes ?? []).flatMap((code) => addOnFor(file, plan, code, options.status ?? 'active') ?? []);
  const addOns = taken.length ? taken : file.addOns.flatMap((addOn) => addOnFor(file, plan, addOn.code, 'inactive') ?? []);
  const priceInCents = plan.priceInCents + taken.reduce((sum, addOn) => sum + addOn.priceInCents, 0);
  const summary = planSummary({ name: plan.name, priceInCents, billingInterval: plan.interval, addOns: taken });
  return {
    productCode: plan.code,
    name: plan.name,
    priceInCents,
    basePriceInCents: plan.priceInCents,
    billingInterval: plan.interval,
    trialDays: plan.trialDays,
    ads: plan.ads,
    nextBillingDate: options.nextBillingDate ?? null,
    subscriptionPlanSummary: summary,
    addOns,
  };
}

/**
 * The plans on sale, _PREMIUM first (section 9). `only` narrows them to the launch-coupon plans
 * when LTOCouponEnabled sends some (codes not on sale are ignored); empty, every plan.
 */
export function plansOnSale(file: PlansFile, only: readonly string[] = []): Plan[] {
  const codes = only.length ? file.plans.filter((plan) => only.includes(plan.code)).map((plan) => plan.code) : file.plans.map((plan) => plan.code);
  return sortPlans(codes.flatMap((code) => planOf(file, code) ?? []));
}

/** A plan's recurring charges as invoice lines: the plan, then each add-on taken with it (not those merely offered). */
export function invoiceLines(plan: Plan): number[] {
  return [plan.basePriceInCents, ...plan.addOns.filter((addOn) => addOn.status !== 'inactive').map((addOn) => addOn.priceInCents)];
}
