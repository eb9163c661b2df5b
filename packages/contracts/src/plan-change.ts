import { formatPrice } from './billing.ts';
import { MESSAGES } from './messages.ts';
import { onFirstUse } from './on-first-use.ts';

/** When a change takes effect: now (prorated: an upgrade, or a longer interval) or at the term's end (the pending plan). */
export const PLAN_CHANGE_TIMINGS = ['now', 'termEnd'] as const;

export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

/** The plan change calls' own error codes (with CANCELLATION_ERROR_CODES' for no subscription and billed elsewhere). */
export const PLAN_CHANGE_ERROR_CODES = {
  canceling: 'error.subscription.canceling',
  unchanged: 'error.plan.unchanged',
  noPendingChange: 'error.plan.noPendingChange',
  couponRedeemed: 'error.coupon.redeemed',
} as const;

/** What the plan change calls answer in words. */
export const PLAN_CHANGE_MESSAGES = {
  noSubscription: 'You have no subscription to change here.',
  billedElsewhere: 'Your subscription is billed by someone else. Change it where you pay for it.',
  canceling: 'Your subscription is canceled. Reactivate it to change your plan.',
  unchanged: 'This is already your plan.',
  noPendingChange: 'There is no plan change to remove.',
  couponRedeemed: 'This coupon is already on your subscription.',
  retentionOfferOnly: 'This offer is only available when you cancel.',
} as const;

const day = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** A date as the plan screens show it: March 10, 2027. */
export const formatPlanDate = (date: number) => day().format(date);

export const PLAN_CHANGE_LABELS = {
  sectionTitle: 'Your plan',
  currentPlan: 'Current plan',
  renews: (date: number) => `Renews on ${day().format(date)}`,
  addOnsTitle: 'Add-ons',
  addOnStatus: { active: 'Active', inactive: 'Not included', canceling: 'Ends at renewal', pending: 'Starts at renewal' },
  changePlan: 'Change plan',
  dialogTitle: 'Change your plan',
  choosePlan: 'Choose a plan',
  plansLegend: 'Plans and prices',
  perInterval: { month: 'a month', year: 'a year' },
  yourPlan: 'Your plan',
  addOn: (name: string, price: string) => `Add ${name} (${price})`,
  review: 'Review change',
  reviewTitle: 'Review your change',
  loadingPreview: 'Working out what changes…',
  from: 'From',
  to: 'To',
  startsNow: 'Your new plan starts now.',
  startsOn: (date: number) => `Your new plan starts on ${day().format(date)}. Until then you keep your current plan, and nothing is charged today.`,
  chargeToday: 'New plan for the rest of this period',
  chargeTodayNewPeriod: 'New plan, first period',
  creditToday: 'Credit for unused time',
  dueToday: 'Charged today',
  nextCharge: (cents: number, date: number) => `Then ${formatPrice(cents)} on ${day().format(date)}.`,
  confirm: 'Confirm change',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  pending: (summary: string, date: number) => `Changing to ${summary} on ${day().format(date)}.`,
  keepCurrent: 'Keep my current plan',
  switchTo: { month: 'Switch to monthly billing', year: 'Switch to annual billing' },
  noOtherInterval: 'This plan has no other billing interval.',
  intervalError: { title: MESSAGES.intervalChangeErrorTitle, body: MESSAGES.myListFailed, ok: MESSAGES.ok },
  couponTitle: 'Have a coupon?',
  couponLabel: 'Coupon code',
  couponRequired: 'Enter a coupon code.',
  redeem: 'Redeem',
  notice: {
    changedNow: (summary: string) => `Your plan is now ${summary}.`,
    scheduled: (summary: string, date: number) => `Your plan changes to ${summary} on ${day().format(date)}.`,
    kept: 'You are keeping your current plan.',
    couponRedeemed: (code: string, date: number) => `Coupon ${code} applied. It comes off your bill on ${day().format(date)}.`,
  },
} as const;
