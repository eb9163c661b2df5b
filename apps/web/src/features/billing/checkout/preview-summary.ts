import { BILLING_LABELS } from '@stat/contracts';
import type { PlanPreview, PreviewPlans } from '@stat/contracts';
import type { ViewerFormat } from '../../../lib/viewer-format.ts';
import { formatDate, formatMoney } from '../billing-format.ts';

const L = BILLING_LABELS.review;
const W = BILLING_LABELS.words;

/** One line of the figures: a label and its amount; a saving is shown as taken off. */
export interface PreviewFigure {
  label: string;
  amount: string;
  kind: 'charge' | 'saving' | 'total' | 'next';
}

export interface PreviewSummary {
  figures: PreviewFigure[];
  /** The same in words: today, the trial, the next charge, and what the codes did. */
  sentences: string[];
}

/** "−$7.50": an amount taken off (a real minus sign, read as "minus"). */
function off(cents: number): string {
  return `\u2212${formatMoney(cents)}`;
}

function todaySentences(plan: PlanPreview, viewer: ViewerFormat): string[] {
  const sentences = [
    plan.trialEndsAt !== null && plan.dueTodayInCents === 0 ? W.trialToday(plan.trialDays) : W.dueToday(formatMoney(plan.dueTodayInCents)),
  ];
  if (plan.trialEndsAt !== null) sentences.push(W.trialEnds(formatDate(plan.trialEndsAt, viewer)));
  const date = formatDate(plan.nextChargeAt, viewer);
  const price = formatMoney(plan.priceInCents);
  sentences.push(
    plan.nextChargeInCents === plan.priceInCents
      ? W.nextAtPrice(date, price, plan.billingInterval)
      : W.nextThenPrice(date, formatMoney(plan.nextChargeInCents), price, plan.billingInterval),
  );
  return sentences;
}

function couponSentences(preview: PreviewPlans, plan: PlanPreview): string[] {
  if (!preview.coupon) return [];
  const sentences = [W.coupon(preview.coupon.code, preview.coupon.name)];
  if (plan.discountTodayInCents > 0) sentences.push(W.couponToday(formatMoney(plan.discountTodayInCents)));
  if (plan.nextDiscountInCents > 0) sentences.push(W.couponNext(formatMoney(plan.nextDiscountInCents), plan.billingInterval));
  return sentences;
}

function creditSentences(preview: PreviewPlans, plan: PlanPreview): string[] {
  const sentences = preview.giftCard ? [W.giftCard(preview.giftCard.code, formatMoney(preview.giftCard.amountInCents))] : [];
  if (plan.creditTodayInCents > 0) sentences.push(W.creditToday(formatMoney(plan.creditTodayInCents)));
  const left = preview.totalNewAccountCreditInCents - plan.creditTodayInCents;
  if (preview.giftCard && left > 0) sentences.push(W.creditLater(formatMoney(left)));
  return sentences;
}

/**
 * The preview of the chosen plan in figures and in words (issue 23): what is charged today and
 * how it is made up, when the trial ends, what is charged next and when, and what the coupon
 * and the gift card did.
 */
export function summarizePreview(preview: PreviewPlans, plan: PlanPreview, viewer: ViewerFormat): PreviewSummary {
  const figures: PreviewFigure[] = [{ label: L.subtotal, amount: formatMoney(plan.subtotalTodayInCents), kind: 'charge' }];
  if (plan.discountTodayInCents > 0 && preview.coupon) {
    figures.push({ label: L.discount(preview.coupon.code), amount: off(plan.discountTodayInCents), kind: 'saving' });
  }
  if (plan.creditTodayInCents > 0) figures.push({ label: L.credit, amount: off(plan.creditTodayInCents), kind: 'saving' });
  figures.push({ label: L.dueToday, amount: formatMoney(plan.dueTodayInCents), kind: 'total' });
  figures.push({ label: L.nextCharge(formatDate(plan.nextChargeAt, viewer)), amount: formatMoney(plan.nextChargeInCents), kind: 'next' });
  return { figures, sentences: [...todaySentences(plan, viewer), ...couponSentences(preview, plan), ...creditSentences(preview, plan)] };
}

/** The chosen plan's preview in an answer (the answer may preview several). */
export function previewOf(preview: PreviewPlans, productCode: string): PlanPreview | null {
  return preview.plans.find((plan) => plan.productCode === productCode) ?? null;
}
