import type { IntervalPlans, Plan, PlanChangeRequest } from '@stat/contracts';

/** The add-ons a plan has taken (or will take): not those merely offered with it. */
export function takenAddOns(plan: Plan): string[] {
  return plan.addOns.filter((addOn) => addOn.status !== 'inactive').map((addOn) => addOn.addOnId);
}

/** The request naming a plan as the viewer has it (or chose it). */
export function requestOf(plan: Plan): PlanChangeRequest {
  return { productCode: plan.productCode, addOns: takenAddOns(plan) };
}

export type IntervalChoice = { kind: 'plan'; plan: Plan } | { kind: 'error' } | { kind: 'none' };

/**
 * What the interval switch does with `availableplans/duration`'s answer: the one plan to review,
 * the spec's error when there is more than one (section 8: the modal 'Error'), or nothing to
 * switch to.
 */
export function intervalChoiceOf(answer: IntervalPlans): IntervalChoice {
  const [plan, ...more] = answer.plans;
  if (!plan) return { kind: 'none' };
  return more.length ? { kind: 'error' } : { kind: 'plan', plan };
}
