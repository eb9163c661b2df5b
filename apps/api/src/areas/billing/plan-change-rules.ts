import type { BillingInterval, Plan, PlanChangeTiming, User } from '@stat/contracts';
import { planOf } from './plans-on-sale.ts';
import type { PlansFile } from './plans-file.ts';

/*
 * Who may change the plan, and when a change takes effect (streaming spec sections 4 and 6; issue
 * 24 section 2; docs/decisions.md, "Changing the plan"). Pure: the routes read the subscription
 * and the plans file, these decide.
 */

/** Whether the viewer may change the plan here, or why not (section 6: eligibleToChangePlan). */
export type ChangeEligibility = 'eligible' | 'noSubscription' | 'billedElsewhere' | 'canceling';

/**
 * Direct billing only: a live subscription at our gateway (BACON), active — in its trial too, where
 * a change applies at once and charges nothing. Canceled, it must be reactivated first; billed by
 * a partner, an app store or complimentary, it is changed where it is paid for.
 */
export function changeEligibility(live: { id?: string | null; state?: string | null } | null, user: Pick<User, 'isAuthorized' | 'bi'>): ChangeEligibility {
  if (!live?.id) {
    const billedElsewhere = user.isAuthorized && user.bi.currentBillingType !== null && user.bi.currentBillingType !== 'BACON';
    return billedElsewhere ? 'billedElsewhere' : 'noSubscription';
  }
  if (live.state === 'canceled') return 'canceling';
  return live.state === 'active' ? 'eligible' : 'noSubscription';
}

/** What a change compares: the plan, its interval, its price with the add-ons taken, those add-ons. */
export interface ChosenPlan {
  productCode: string;
  billingInterval: BillingInterval;
  priceInCents: number;
  addOnCodes: readonly string[];
}

const MONTHS: Record<BillingInterval, number> = { month: 1, year: 12 };

/**
 * When a change takes effect. In a trial, now (nothing is charged: the trial goes on with the new
 * plan). Otherwise, a longer interval (monthly to annual) now: the viewer pays for the year today,
 * credited the unused month; a shorter one (annual to monthly) at the term's end, as the year is
 * paid for. On the same interval, by the price per month with the add-ons: more is an upgrade,
 * now and prorated; less or the same, a downgrade, at the term's end (the pending plan).
 */
export function changeTiming(current: ChosenPlan, next: ChosenPlan, inTrial: boolean): PlanChangeTiming | 'unchanged' {
  const sameAddOns = current.addOnCodes.length === next.addOnCodes.length && current.addOnCodes.every((code) => next.addOnCodes.includes(code));
  if (current.productCode === next.productCode && sameAddOns) return 'unchanged';
  if (inTrial) return 'now';
  const months = MONTHS[next.billingInterval] - MONTHS[current.billingInterval];
  if (months !== 0) return months > 0 ? 'now' : 'termEnd';
  return next.priceInCents > current.priceInCents ? 'now' : 'termEnd';
}

/** A plan as the viewer has it (or chose it), for changeTiming: the add-ons taken, not those merely offered. */
export function chosenPlanOf(plan: Plan): ChosenPlan {
  const addOnCodes = plan.addOns.filter((addOn) => addOn.status !== 'inactive').map((addOn) => addOn.addOnId);
  return { productCode: plan.productCode, billingInterval: plan.billingInterval, priceInCents: plan.priceInCents, addOnCodes };
}

/** The same plan on the other interval (Essential monthly ↔ Essential annual), with the same add-ons: what `availableplans/duration` answers. */
export function otherIntervalPlans(file: PlansFile, productCode: string, addOnCodes: readonly string[]): Plan[] {
  const plan = file.plans.find((entry) => entry.code === productCode);
  if (!plan) return [];
  return file.plans
    .filter((entry) => entry.name === plan.name && entry.interval !== plan.interval)
    .flatMap((entry) => planOf(file, entry.code, { addOnCodes }) ?? []);
}
