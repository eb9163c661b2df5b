import { PAYWALL_STEP_IDS } from '@stat/contracts';
import type { PaywallStepId } from '@stat/contracts';
import type { CheckoutState } from './checkout-state.ts';

/** The paywall's four steps, then the confirmation, which only a purchase reaches. */
export type CheckoutStep = PaywallStepId | 'done';

/**
 * The step the address asks for: its hash (`#payment`), so the browser's Back and Forward move
 * between steps; anything else is the first step.
 */
export function stepFromHash(hash: string): PaywallStepId {
  const id = hash.replace(/^#/, '');
  return PAYWALL_STEP_IDS.find((step) => step === id) ?? PAYWALL_STEP_IDS[0];
}

/** The furthest step the order allows: a plan before the review and payment, a payment before confirming. */
function furthestStep(state: CheckoutState): PaywallStepId {
  if (!state.productCode) return 'plan';
  if (!state.payment) return 'payment';
  return 'confirm';
}

/**
 * The step shown for the one asked for: the confirmation once bought (whatever the address
 * says), else the step asked for if the order has reached it, else the furthest it has (a
 * reload forgets the order and the token, and a decline spends the token).
 */
export function shownStep(requested: PaywallStepId, state: CheckoutState): CheckoutStep {
  if (state.receipt) return 'done';
  const furthest = furthestStep(state);
  return PAYWALL_STEP_IDS.indexOf(requested) <= PAYWALL_STEP_IDS.indexOf(furthest) ? requested : furthest;
}

/** The step after this one (the last leads to itself: confirming is a purchase, not a step). */
export function nextStep(step: PaywallStepId): PaywallStepId {
  return PAYWALL_STEP_IDS[Math.min(PAYWALL_STEP_IDS.indexOf(step) + 1, PAYWALL_STEP_IDS.length - 1)]!;
}

/** The step before this one; the first has none. */
export function previousStep(step: PaywallStepId): PaywallStepId | null {
  const index = PAYWALL_STEP_IDS.indexOf(step);
  return index > 0 ? PAYWALL_STEP_IDS[index - 1]! : null;
}
