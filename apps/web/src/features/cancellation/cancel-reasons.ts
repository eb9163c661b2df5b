import type { CancelReason } from '@stat/contracts';

/**
 * The reasons in the order they are offered (streaming spec section 9): those marked `shuffle`
 * first, in a random order (Fisher–Yates, `random` in [0, 1)), then the rest in their own order,
 * so 'other' is always last. Pure: the component draws once and keeps the order.
 */
export function orderCancelReasons(reasons: readonly CancelReason[], random: () => number = Math.random): CancelReason[] {
  const shuffled = reasons.filter((reason) => reason.shuffle);
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return [...shuffled, ...reasons.filter((reason) => !reason.shuffle)];
}

/** Whether the one offer is shown before canceling: the reason earns it and winbackDisabled is off. */
export function offerApplies(reason: CancelReason, winbackDisabled: boolean): boolean {
  return reason.offerEligible && !winbackDisabled;
}
