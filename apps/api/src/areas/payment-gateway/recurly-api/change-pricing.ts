import { addInterval } from '../../../lib/billing-periods.ts';
import type { AddOnPrice, Period, PlanPrice, PricedLine } from './purchase-pricing.ts';

/*
 * What a subscription change made `now` costs, as pure rules (Recurly's proration): the unused
 * part of the current period's charge comes back as credit, and the new plan is charged for the
 * rest of that period, or, when its billing interval differs, for a whole new period from now
 * (Recurly resets the billing cycle then). In a trial nothing is charged or credited: the trial
 * goes on with the new plan.
 */

/** A plan or add-on as the subscription has it, or will have it after the change. */
export interface HeldItem {
  plan: PlanPrice;
  /** The subscription's price for the plan (a change sets the new plan's). */
  unitAmountCents: number;
  addOns: { addOn: AddOnPrice; quantity: number; unitAmountCents: number }[];
}

export interface ChangeOrder {
  current: HeldItem;
  next: HeldItem;
  /** The current billing period (the trial while there is one). */
  period: Period;
  inTrial: boolean;
  now: Date;
}

export interface PricedChange {
  /** The current period after the change: the same one, or a new one from now (another interval). */
  period: Period;
  /** The unused part of what the current period was charged: negative amounts, for a credit invoice. */
  credits: PricedLine[];
  /** The new plan and add-ons for the period after the change. */
  charges: PricedLine[];
}

const sameInterval = (a: PlanPrice, b: PlanPrice) => a.intervalUnit === b.intervalUnit && a.intervalLength === b.intervalLength;

/** The share of the period still to come at `now`, from 0 to 1. */
export function unusedShare(period: Period, now: Date): number {
  const length = period.endsAt.getTime() - period.startedAt.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (period.endsAt.getTime() - now.getTime()) / length));
}

function linesOf(item: HeldItem, share: number, sign: 1 | -1, period: Period, label: (name: string) => string): PricedLine[] {
  const line = (addOn: AddOnPrice | null, quantity: number, unitAmountCents: number, name: string): PricedLine => {
    const amountCents = sign * Math.round(quantity * unitAmountCents * share);
    return {
      origin: addOn ? 'add_on' : 'plan',
      planId: item.plan.id,
      planCode: item.plan.code,
      addOnId: addOn?.id ?? null,
      addOnCode: addOn?.code ?? null,
      description: label(name),
      quantity,
      unitAmountCents: sign * unitAmountCents,
      subtotalCents: amountCents,
      discountCents: 0,
      amountCents,
      startDate: period.startedAt,
      endDate: period.endsAt,
    };
  };
  return [line(null, 1, item.unitAmountCents, item.plan.name), ...item.addOns.map(({ addOn, quantity, unitAmountCents }) => line(addOn, quantity, unitAmountCents, addOn.name))];
}

/** The credit and the charge of a change made now (module comment); no lines in a trial. */
export function priceImmediateChange({ current, next, period, inTrial, now }: ChangeOrder): PricedChange {
  if (inTrial) return { period, credits: [], charges: [] };
  const share = unusedShare(period, now);
  const rest = { startedAt: now, endsAt: period.endsAt };
  const credits = linesOf(current, share, -1, rest, (name) => `Unused time on ${name}`);
  if (sameInterval(current.plan, next.plan)) {
    return { period, credits, charges: linesOf(next, share, 1, rest, (name) => `Remaining time on ${name}`) };
  }
  const fresh = { startedAt: now, endsAt: addInterval(now, next.plan.intervalUnit, next.plan.intervalLength) };
  return { period: fresh, credits, charges: linesOf(next, 1, 1, fresh, (name) => name) };
}
