import type { PlanPreview } from '@stat/contracts';
import { addInterval } from '../../lib/billing-periods.ts';

export interface QuoteInput {
  /** The recurring price of the plan and of each add-on: the invoice's lines. */
  linesInCents: readonly number[];
  interval: 'month' | 'year';
  /** The plan's trial, when this account may have it (first-time subscribers only); 0 for none. */
  trialDays: number;
  /** The coupon's percent off the first paid period; 0 for none. */
  percentOff: number;
  /** Account credit there will be (a gift card's included). */
  creditInCents: number;
  now: Date;
}

export type Quote = Pick<
  PlanPreview,
  'subtotalTodayInCents' | 'discountTodayInCents' | 'creditTodayInCents' | 'dueTodayInCents' | 'trialEndsAt' | 'nextChargeAt' | 'nextChargeInCents' | 'nextDiscountInCents'
>;

/** A percent of an amount in cents, rounded half up as the gateway rounds discounts. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/**
 * What a purchase costs today and next (the figures of the plan preview, streaming spec section 3).
 * The coupon takes its percent off the first paid period, so a trial moves it to the charge at the
 * trial's end; credit is spent before the card, today first and what is left on the next charge.
 */
export function quote({ linesInCents, interval, trialDays, percentOff, creditInCents, now }: QuoteInput): Quote {
  const priceInCents = linesInCents.reduce((sum, line) => sum + line, 0);
  // Each line is discounted and rounded on its own, as invoice lines are.
  const discount = linesInCents.reduce((sum, line) => sum + percentOf(line, percentOff), 0);
  if (trialDays > 0) {
    const trialEnd = addInterval(now, 'days', trialDays);
    const credit = Math.min(creditInCents, priceInCents - discount);
    return {
      subtotalTodayInCents: 0,
      discountTodayInCents: 0,
      creditTodayInCents: 0,
      dueTodayInCents: 0,
      trialEndsAt: trialEnd.getTime(),
      nextChargeAt: trialEnd.getTime(),
      nextChargeInCents: priceInCents - discount - credit,
      nextDiscountInCents: discount,
    };
  }
  const creditToday = Math.min(creditInCents, priceInCents - discount);
  const creditNext = Math.min(creditInCents - creditToday, priceInCents);
  return {
    subtotalTodayInCents: priceInCents,
    discountTodayInCents: discount,
    creditTodayInCents: creditToday,
    dueTodayInCents: priceInCents - discount - creditToday,
    trialEndsAt: null,
    nextChargeAt: addInterval(now, 'months', interval === 'year' ? 12 : 1).getTime(),
    nextChargeInCents: priceInCents - creditNext,
    nextDiscountInCents: 0,
  };
}
