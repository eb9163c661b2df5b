import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  gatewayCouponRedemptions,
  gatewayCreditPayments,
  gatewayGiftCards,
  gatewayInvoices,
  gatewayLineItems,
  gatewaySubscriptionAddOns,
  gatewaySubscriptions,
  gatewayTransactions,
  type GatewayBillingInfoRow,
  type GatewayInvoiceRow,
  type GatewayTransactionRow,
} from '../../../db/gateway-schema.ts';
import { CURRENCY } from './money.ts';
import { giftCardCreditLine, type InvoiceTotals, type PricedLine, type PricedSubscription } from './purchase-pricing.ts';
import { newRecurlyId, newRecurlyUuid } from './recurly-ids.ts';

/** How the charge (or the trial's verification) went, as a transaction records it. */
export interface ChargeResult {
  status: 'success' | 'declined';
  statusCode: string;
  statusMessage: string;
  customerMessage: string;
}

/** The payment method a transaction copies. */
export type ChargedMethod = Pick<GatewayBillingInfoRow, 'paymentType' | 'cardType' | 'lastFour' | 'expMonth' | 'expYear' | 'billingAgreementId'>;

/**
 * A purchase's (and a plan change's) writes. `db` is the caller's transaction (the account row held): each write
 * here is one of several that stand or fall together.
 */
export function createPurchasesRepository(db: Db, now: () => Date) {
  const at = now();

  async function recordTransaction(fields: {
    accountId: string;
    invoiceId: string | null;
    subscriptionIds: string[];
    type: 'purchase' | 'verify';
    amountCents: number;
    method: ChargedMethod;
    result: ChargeResult;
    /** Recurly's origin; by default the API's (`api`, `api_verify_card`); a renewal's is `recurring`. */
    origin?: string;
  }): Promise<GatewayTransactionRow> {
    const { method, result } = fields;
    const success = result.status === 'success';
    const [transaction] = await db
      .insert(gatewayTransactions)
      .values({
        id: newRecurlyId(),
        uuid: newRecurlyUuid(),
        accountId: fields.accountId,
        invoiceId: fields.invoiceId,
        subscriptionIds: fields.subscriptionIds,
        type: fields.type,
        origin: fields.origin ?? (fields.type === 'verify' ? 'api_verify_card' : 'api'),
        status: result.status,
        success,
        currency: CURRENCY,
        amountCents: fields.amountCents,
        paymentType: method.paymentType,
        cardType: method.cardType,
        lastFour: method.lastFour,
        expMonth: method.expMonth,
        expYear: method.expYear,
        billingAgreementId: method.billingAgreementId,
        statusCode: result.statusCode,
        statusMessage: result.statusMessage,
        customerMessage: result.customerMessage,
        createdAt: at,
        collectedAt: success ? at : null,
      })
      .returning();
    return transaction!;
  }

  return {
    recordTransaction,

    /**
     * Redeems the gift card onto the account: a credit invoice for its amount, all of it unspent.
     * Null when the card was redeemed meanwhile (the update finds it redeemed and changes nothing).
     */
    async redeemGiftCard(cardId: string, accountId: string, amountCents: number, code: string): Promise<GatewayInvoiceRow | null> {
      const [card] = await db
        .update(gatewayGiftCards)
        .set({ recipientAccountId: accountId, redeemedAt: at, updatedAt: at })
        .where(and(eq(gatewayGiftCards.id, cardId), isNull(gatewayGiftCards.redeemedAt)))
        .returning({ id: gatewayGiftCards.id });
      if (!card) return null;
      const [invoice] = await db
        .insert(gatewayInvoices)
        .values({
          id: newRecurlyId(),
          uuid: newRecurlyUuid(),
          accountId,
          type: 'credit',
          origin: 'gift_card',
          state: 'open',
          currency: CURRENCY,
          subtotalCents: -amountCents,
          totalCents: -amountCents,
          balanceCents: -amountCents,
          createdAt: at,
          updatedAt: at,
          dueAt: at,
        })
        .returning();
      await db.insert(gatewayLineItems).values({
        id: newRecurlyId(),
        uuid: newRecurlyUuid(),
        invoiceId: invoice!.id,
        position: 0,
        accountId,
        ...giftCardCreditLine(code, amountCents),
        currency: CURRENCY,
        startDate: at,
        createdAt: at,
      });
      await db.update(gatewayGiftCards).set({ redemptionInvoiceId: invoice!.id }).where(eq(gatewayGiftCards.id, cardId));
      return invoice!;
    },

    /** A new subscription, active from now: its add-ons and its coupon's redemption (spent already unless it waits out a trial). */
    async createSubscription(accountId: string, priced: PricedSubscription, couponId: string | null, autoRenew = true): Promise<string> {
      const { order, trial, period } = priced;
      const id = newRecurlyId();
      await db.insert(gatewaySubscriptions).values({
        id,
        uuid: newRecurlyUuid(),
        accountId,
        planId: order.plan.id,
        state: 'active',
        autoRenew,
        currency: order.plan.currency,
        unitAmountCents: order.plan.unitAmountCents,
        trialStartedAt: trial?.startedAt ?? null,
        trialEndsAt: trial?.endsAt ?? null,
        currentPeriodStartedAt: period.startedAt,
        currentPeriodEndsAt: period.endsAt,
        currentTermStartedAt: period.startedAt,
        currentTermEndsAt: period.endsAt,
        activatedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      if (order.addOns.length) {
        await db.insert(gatewaySubscriptionAddOns).values(
          order.addOns.map(({ addOn, quantity }) => ({ id: newRecurlyId(), subscriptionId: id, addOnId: addOn.id, quantity, unitAmountCents: addOn.unitAmountCents, createdAt: at, updatedAt: at })),
        );
      }
      if (couponId && priced.couponRedeemed) {
        await db.insert(gatewayCouponRedemptions).values({
          id: newRecurlyId(),
          accountId,
          couponId,
          subscriptionId: id,
          state: priced.couponSpent ? 'inactive' : 'active',
          discountedCents: priced.lines.reduce((sum, line) => sum + line.discountCents, 0),
          createdAt: at,
          updatedAt: at,
        });
      }
      return id;
    },

    /**
     * An invoice with its lines, one per subscription line: a charge invoice (a purchase's or a
     * change's, paid in full by the card and the credit spent on it; or a renewal's, `renewal`:
     * paid, or past due when the card declined, what credit paid being paid and the rest its
     * balance, due at the period's start, retried from `nextCollectionAt`); a credit invoice (a
     * change's unused time, negative amounts) open until later invoices spend it.
     */
    async createInvoice(
      accountId: string,
      kind: { type: 'charge' | 'credit'; origin: string },
      lines: { subscriptionId: string | null; line: PricedLine }[],
      totals: Pick<InvoiceTotals, 'subtotalCents' | 'discountCents' | 'totalCents'> & Partial<Pick<InvoiceTotals, 'creditAppliedCents' | 'dueCents'>>,
      renewal?: { dueAt: Date; collected: boolean; nextCollectionAt: Date | null },
    ): Promise<GatewayInvoiceRow> {
      const paid = kind.type === 'charge' && (renewal?.collected ?? true);
      // A renewal the card did not pay: what credit paid is paid, the rest its balance.
      const unpaid = renewal ? { paidCents: totals.creditAppliedCents ?? 0, balanceCents: totals.dueCents ?? totals.totalCents } : { paidCents: 0, balanceCents: totals.totalCents };
      const [invoice] = await db
        .insert(gatewayInvoices)
        .values({
          id: newRecurlyId(),
          uuid: newRecurlyUuid(),
          accountId,
          type: kind.type,
          origin: kind.origin,
          state: kind.type === 'credit' ? 'open' : paid ? 'paid' : 'past_due',
          currency: CURRENCY,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          totalCents: totals.totalCents,
          paidCents: paid ? totals.totalCents : unpaid.paidCents,
          balanceCents: paid ? 0 : unpaid.balanceCents,
          createdAt: at,
          updatedAt: at,
          dueAt: renewal?.dueAt ?? at,
          closedAt: paid ? at : null,
          subscriptionId: renewal ? (lines[0]?.subscriptionId ?? null) : null,
          collectionAttempts: renewal && (totals.dueCents ?? 0) > 0 ? 1 : 0,
          nextCollectionAt: renewal?.nextCollectionAt ?? null,
        })
        .returning();
      await db.insert(gatewayLineItems).values(
        lines.map(({ subscriptionId, line }, position) => ({
          id: newRecurlyId(),
          uuid: newRecurlyUuid(),
          invoiceId: invoice!.id,
          position,
          accountId,
          subscriptionId,
          type: kind.type,
          origin: line.origin,
          planId: line.planId,
          planCode: line.planCode,
          addOnId: line.addOnId,
          addOnCode: line.addOnCode,
          productCode: line.productCode ?? null,
          description: line.description,
          currency: CURRENCY,
          quantity: line.quantity,
          unitAmountCents: line.unitAmountCents,
          subtotalCents: line.subtotalCents,
          discountCents: line.discountCents,
          amountCents: line.amountCents,
          startDate: line.startDate,
          endDate: line.endDate,
          createdAt: at,
        })),
      );
      return invoice!;
    },

    /** Spends `amountCents` of a credit invoice on the charge invoice; the credit invoice closes once spent. */
    async spendCredit(credit: GatewayInvoiceRow, chargeInvoiceId: string, amountCents: number): Promise<void> {
      await db.insert(gatewayCreditPayments).values({
        id: newRecurlyId(),
        uuid: newRecurlyUuid(),
        accountId: credit.accountId,
        originalInvoiceId: credit.id,
        appliedToInvoiceId: chargeInvoiceId,
        currency: credit.currency,
        amountCents,
        createdAt: at,
        updatedAt: at,
      });
      const balanceCents = credit.balanceCents + amountCents;
      await db
        .update(gatewayInvoices)
        .set({ balanceCents, state: balanceCents === 0 ? 'closed' : 'open', closedAt: balanceCents === 0 ? at : null, updatedAt: at })
        .where(eq(gatewayInvoices.id, credit.id));
    },
  };
}
