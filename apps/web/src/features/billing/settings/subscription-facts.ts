import { BILLING_LABELS, SUBSCRIPTION_SETTINGS_LABELS, type SubscriptionDetails, type Transaction } from '@stat/contracts';
import type { DescriptionRow } from '../../../components/ui/description-list.tsx';
import type { ViewerFormat } from '../../../lib/viewer-format.ts';
import { formatDate, formatMoney } from '../billing-format.ts';

const L = SUBSCRIPTION_SETTINGS_LABELS;

/**
 * The subscription's details as Settings lists them (issue 24 section 1): plan and add-ons,
 * price, next billing date, status, the trial and its end, and the payment method in the spec's
 * card format (the API's). An account billed elsewhere has no price, date or payment method of
 * ours: those rows are left out, and who bills it is shown instead.
 */
export function subscriptionRows(details: SubscriptionDetails, directBilling: boolean, viewer: ViewerFormat): DescriptionRow[] {
  const { plan } = details;
  const rows: DescriptionRow[] = [
    [L.details.plan, plan?.name ?? null],
    // A plan without add-ons lists those on sale as inactive (the paywall's bundles): only those taken are the viewer's.
    [L.details.addOns, plan ? plan.addOns.flatMap((addOn) => (addOn.status === 'inactive' ? [] : [addOn.name])).join(', ') || L.details.noAddOns : null],
  ];
  // What an app store or a partner charges, and when, is theirs: only our own billing has a price and a date here.
  if (directBilling) {
    rows.push(
      [L.details.price, plan && details.price !== null ? BILLING_LABELS.price(formatMoney(details.price), plan.billingInterval) : null],
      [L.details.nextBilling, details.nextBillingDate !== null ? formatDate(details.nextBillingDate, viewer) : null],
    );
  }
  rows.push([L.details.status, details.subscriptionStatus.description]);
  if (details.trialStatus.state !== 'NONE') rows.push([L.details.trial, details.trialStatus.expireText ?? details.trialStatus.description]);
  if (directBilling) rows.push([L.details.payment, details.paymentMethod]);
  return rows;
}

/** Money back (a refund, a credit) shows with a minus sign. */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amountInCents'>): string {
  const amount = formatMoney(Math.abs(transaction.amountInCents));
  return transaction.type === 'refund' || transaction.type === 'credit' ? `−${amount}` : amount;
}

/** The transactions Settings lists: every charge, refund and credit; a card check ($0 verify) moves no money. */
export function listedTransactions(transactions: readonly Transaction[]): Transaction[] {
  return transactions.filter((transaction) => transaction.type !== 'verify');
}
