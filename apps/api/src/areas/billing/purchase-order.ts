import type { InvoiceCollection, PurchaseCreate } from 'recurly';
import type { User } from '@stat/contracts';

/** What is being bought: a plan, its add-ons, a coupon and a gift card, with or without the plan's trial. */
export interface PurchaseOrder {
  productCode: string;
  addOns: readonly string[];
  couponCode?: string;
  giftCardCode?: string;
  /** First-time subscribers only; otherwise the subscription is billed from today. */
  trial: boolean;
}

/**
 * The gateway's purchase (Recurly's PurchaseCreate) for a viewer's order: the viewer's gateway
 * account (its code the user's id), paid by a one-time token when buying, or previewed without
 * one (Recurly previews an account with no billing info only with manual collection).
 */
export function purchaseCreate(user: User, order: PurchaseOrder, now: Date, billing: { tokenId: string } | null): PurchaseCreate {
  return {
    currency: 'USD',
    ...(billing ? {} : { collectionMethod: 'manual' }),
    account: {
      code: user.tveUserId,
      email: user.emailAddress,
      firstName: user.firstName,
      lastName: user.lastName,
      ...(billing ? { billingInfo: { tokenId: billing.tokenId } } : {}),
    },
    subscriptions: [
      {
        planCode: order.productCode,
        addOns: order.addOns.map((code) => ({ code, quantity: 1 })),
        // Recurly's rule: a trial end of now or earlier means no trial.
        ...(order.trial ? {} : { trialEndsAt: now }),
      },
    ],
    ...(order.couponCode ? { couponCodes: [order.couponCode] } : {}),
    ...(order.giftCardCode ? { giftCardRedemptionCode: order.giftCardCode } : {}),
  };
}

/** Today's charge of a purchase (or its preview), in cents: the charge invoice with the credit it used. */
export function todayOf(collection: InvoiceCollection): { subtotal: number; discount: number; credit: number; due: number; giftCard: number } {
  const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);
  const charge = collection.chargeInvoice;
  const credit = (charge?.creditPayments ?? []).reduce((sum, payment) => sum + cents(payment.amount), 0);
  const giftCard = (collection.creditInvoices ?? []).filter((invoice) => invoice.origin === 'gift_card').reduce((sum, invoice) => sum - cents(invoice.total), 0);
  const total = cents(charge?.total);
  return { subtotal: cents(charge?.subtotal), discount: cents(charge?.discount), credit, due: total - credit, giftCard };
}
