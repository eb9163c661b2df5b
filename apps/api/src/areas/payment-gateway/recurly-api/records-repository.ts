import { and, count, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  gatewayAccounts,
  gatewayAddOns,
  gatewayBillingInfos,
  gatewayCouponRedemptions,
  gatewayCoupons,
  gatewayCreditPayments,
  gatewayInvoices,
  gatewayLineItems,
  gatewayPlans,
  gatewaySubscriptionAddOns,
  gatewaySubscriptions,
  gatewayTransactions,
  type GatewayAddOnRow,
  type GatewayInvoiceRow,
  type GatewaySubscriptionChangeRow,
  type GatewaySubscriptionRow,
  type GatewayTransactionRow,
} from '../../../db/gateway-schema.ts';
import type { InvoiceView, TransactionView } from './answers/invoice-answers.ts';
import type { CouponRedemptionView, SubscriptionChangeView, SubscriptionView } from './answers/subscription-answers.ts';
import { pageCondition, pageOrder, toPage, windowCondition, type ListParams, type Page } from './list-pages.ts';
import type { PathId } from './recurly-ids.ts';
import { pendingChanges } from './subscription-changes-repository.ts';

/** Recurly's `state` filter on subscription lists (api.yaml FilterSubscriptionStateEnum). */
export type SubscriptionStateFilter = 'active' | 'canceled' | 'expired' | 'future' | 'in_trial' | 'live';

const transactionColumns = { createdAt: gatewayTransactions.createdAt, updatedAt: gatewayTransactions.createdAt, id: gatewayTransactions.id };

/** What the gateway has recorded: subscriptions, invoices, transactions, read whole for the API's answers. */
export function createRecordsRepository(db: Db, now: () => Date) {
  const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));

  async function accountsById(ids: string[]) {
    return byId(ids.length ? await db.select().from(gatewayAccounts).where(inArray(gatewayAccounts.id, [...new Set(ids)])) : []);
  }

  async function redemptionsOf(subscriptionIds: string[]): Promise<(CouponRedemptionView & { subscriptionId: string | null })[]> {
    if (!subscriptionIds.length) return [];
    const rows = await db
      .select({ redemption: gatewayCouponRedemptions, coupon: gatewayCoupons })
      .from(gatewayCouponRedemptions)
      .innerJoin(gatewayCoupons, eq(gatewayCoupons.id, gatewayCouponRedemptions.couponId))
      .where(inArray(gatewayCouponRedemptions.subscriptionId, subscriptionIds))
      .orderBy(gatewayCouponRedemptions.createdAt);
    const at = now();
    return rows.map(({ redemption, coupon }) => ({ redemption, coupon, now: at, subscriptionId: redemption.subscriptionId }));
  }

  /** Each change with its plan and add-ons, keyed by its subscription. */
  async function changeViews(changes: GatewaySubscriptionChangeRow[]): Promise<Map<string, SubscriptionChangeView>> {
    if (!changes.length) return new Map();
    const addOnIds = [...new Set(changes.flatMap((change) => change.addOns.map((addOn) => addOn.addOnId)))];
    const [plans, addOns] = await Promise.all([
      db.select().from(gatewayPlans).where(inArray(gatewayPlans.id, [...new Set(changes.map((change) => change.planId))])).then(byId),
      addOnIds.length ? db.select().from(gatewayAddOns).where(inArray(gatewayAddOns.id, addOnIds)).then(byId) : new Map<string, GatewayAddOnRow>(),
    ]);
    return new Map(
      changes.map((change) => [
        change.subscriptionId,
        { change, plan: plans.get(change.planId)!, addOns: change.addOns.map(({ addOnId, ...held }) => ({ addOn: addOns.get(addOnId)!, ...held })) },
      ]),
    );
  }

  async function subscriptionViews(rows: GatewaySubscriptionRow[]): Promise<SubscriptionView[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [accounts, plans, addOns, redemptions, changes] = await Promise.all([
      accountsById(rows.map((row) => row.accountId)),
      db.select().from(gatewayPlans).where(inArray(gatewayPlans.id, [...new Set(rows.map((row) => row.planId))])).then(byId),
      db
        .select({ subscriptionAddOn: gatewaySubscriptionAddOns, addOn: gatewayAddOns })
        .from(gatewaySubscriptionAddOns)
        .innerJoin(gatewayAddOns, eq(gatewayAddOns.id, gatewaySubscriptionAddOns.addOnId))
        .where(inArray(gatewaySubscriptionAddOns.subscriptionId, ids))
        .orderBy(gatewaySubscriptionAddOns.createdAt, gatewaySubscriptionAddOns.id),
      redemptionsOf(ids),
      pendingChanges(db, ids).then(changeViews),
    ]);
    return rows.map((subscription) => ({
      subscription,
      account: accounts.get(subscription.accountId)!,
      plan: plans.get(subscription.planId)!,
      addOns: addOns.filter((row) => row.subscriptionAddOn.subscriptionId === subscription.id),
      couponRedemptions: redemptions.filter((row) => row.subscriptionId === subscription.id),
      pendingChange: changes.get(subscription.id) ?? null,
    }));
  }

  function subscriptionState(filter: SubscriptionStateFilter | undefined): SQL | undefined {
    const at = now();
    switch (filter) {
      case undefined:
        return undefined;
      case 'in_trial':
        return and(lte(gatewaySubscriptions.trialStartedAt, at), gt(gatewaySubscriptions.trialEndsAt, at));
      case 'live':
        return or(inArray(gatewaySubscriptions.state, ['active', 'canceled', 'future']), gt(gatewaySubscriptions.trialEndsAt, at));
      default:
        return eq(gatewaySubscriptions.state, filter);
    }
  }

  const invoiceMini = (invoice: GatewayInvoiceRow) => ({ id: invoice.id, number: invoice.number, type: invoice.type, state: invoice.state });

  async function transactionViews(rows: GatewayTransactionRow[]): Promise<TransactionView[]> {
    const invoiceIds = rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : []));
    const [invoiceRows, oneTimeLines] = invoiceIds.length
      ? await Promise.all([
          db.select().from(gatewayInvoices).where(inArray(gatewayInvoices.id, invoiceIds)),
          db
            .select({ invoiceId: gatewayLineItems.invoiceId, description: gatewayLineItems.description })
            .from(gatewayLineItems)
            .where(and(inArray(gatewayLineItems.invoiceId, invoiceIds), eq(gatewayLineItems.origin, 'one_time')))
            .orderBy(gatewayLineItems.invoiceId, gatewayLineItems.position),
        ])
      : [[], []];
    const invoices = byId(invoiceRows);
    return rows.map((transaction) => {
      const invoice = transaction.invoiceId ? invoices.get(transaction.invoiceId) : undefined;
      // What a one-time charge paid for (the pay-per-view's name); a subscription's payment has none, as Recurly's.
      const charged = oneTimeLines.filter((line) => line.invoiceId === transaction.invoiceId).map((line) => line.description);
      return { transaction, invoice: invoice ? invoiceMini(invoice) : null, description: charged.length ? charged.join(', ') : null };
    });
  }

  async function invoiceViews(rows: GatewayInvoiceRow[]): Promise<InvoiceView[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [accounts, billingInfos, lines, payments, transactions] = await Promise.all([
      accountsById(rows.map((row) => row.accountId)),
      db.select({ id: gatewayBillingInfos.id, accountId: gatewayBillingInfos.accountId }).from(gatewayBillingInfos).where(inArray(gatewayBillingInfos.accountId, rows.map((row) => row.accountId))),
      db.select().from(gatewayLineItems).where(inArray(gatewayLineItems.invoiceId, ids)).orderBy(gatewayLineItems.invoiceId, gatewayLineItems.position),
      db
        .select()
        .from(gatewayCreditPayments)
        .where(or(inArray(gatewayCreditPayments.appliedToInvoiceId, ids), inArray(gatewayCreditPayments.originalInvoiceId, ids))),
      db.select().from(gatewayTransactions).where(inArray(gatewayTransactions.invoiceId, ids)).orderBy(gatewayTransactions.createdAt).then(transactionViews),
    ]);
    const relatedIds = payments.flatMap((payment) => [payment.originalInvoiceId, payment.appliedToInvoiceId]).filter((id) => !ids.includes(id));
    const related = byId([...rows, ...(relatedIds.length ? await db.select().from(gatewayInvoices).where(inArray(gatewayInvoices.id, relatedIds)) : [])]);
    const subscriptionIds = [...new Set(lines.flatMap((line) => (line.subscriptionId ? [line.subscriptionId] : [])))];
    const redemptions = await redemptionsOf(subscriptionIds);
    return rows.map((invoice) => {
      const invoiceLines = lines.filter((line) => line.invoiceId === invoice.id);
      const discounted = invoiceLines.filter((line) => line.discountCents > 0).map((line) => line.subscriptionId);
      return {
        invoice,
        account: accounts.get(invoice.accountId)!,
        billingInfoId: billingInfos.find((info) => info.accountId === invoice.accountId)?.id ?? null,
        lines: invoiceLines,
        // In the order the credit was spent: oldest credit invoice (lowest number) first.
        creditPayments: payments
          .filter((payment) => payment.appliedToInvoiceId === invoice.id || payment.originalInvoiceId === invoice.id)
          .map((payment) => ({
            ...payment,
            originalInvoice: invoiceMini(related.get(payment.originalInvoiceId)!),
            appliedToInvoice: invoiceMini(related.get(payment.appliedToInvoiceId)!),
          }))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.originalInvoice.number - b.originalInvoice.number),
        transactions: transactions.filter(({ transaction }) => transaction.invoiceId === invoice.id),
        // The redemptions whose discount this invoice carries.
        couponRedemptions: redemptions.filter((row) => discounted.includes(row.subscriptionId)),
      };
    });
  }

  return {
    subscriptionViews,
    invoiceViews,
    transactionViews,

    async findSubscription(ref: PathId<'uuid'>) {
      const rows = await db.select().from(gatewaySubscriptions).where(ref.by === 'uuid' ? eq(gatewaySubscriptions.uuid, ref.value) : eq(gatewaySubscriptions.id, ref.value));
      const [view] = await subscriptionViews(rows);
      return view ?? null;
    },

    async listAccountSubscriptions(accountId: string, params: ListParams, state: SubscriptionStateFilter | undefined): Promise<Page<SubscriptionView>> {
      const filter = and(eq(gatewaySubscriptions.accountId, accountId), subscriptionState(state));
      const rows = await db
        .select()
        .from(gatewaySubscriptions)
        .where(and(filter, pageCondition(gatewaySubscriptions, params)))
        .orderBy(...pageOrder(gatewaySubscriptions, params))
        .limit(params.limit + 1);
      const [total] = await db.select({ n: count() }).from(gatewaySubscriptions).where(and(filter, windowCondition(gatewaySubscriptions, params)));
      const page = toPage(rows, params, total!.n, (row) => row);
      return { ...page, items: await subscriptionViews(page.items) };
    },

    async findInvoice(ref: PathId<'number'>) {
      const number = Number(ref.value);
      if (ref.by === 'number' && !Number.isSafeInteger(number)) return null;
      const rows = await db.select().from(gatewayInvoices).where(ref.by === 'number' ? eq(gatewayInvoices.number, number) : eq(gatewayInvoices.id, ref.value));
      const [view] = await invoiceViews(rows);
      return view ?? null;
    },

    /** Invoices by id, in the order given. */
    async invoicesByIds(ids: string[]) {
      const views = await invoiceViews(ids.length ? await db.select().from(gatewayInvoices).where(inArray(gatewayInvoices.id, ids)) : []);
      return ids.map((id) => views.find((view) => view.invoice.id === id)!);
    },

    async listAccountInvoices(accountId: string, params: ListParams): Promise<Page<InvoiceView>> {
      const filter = eq(gatewayInvoices.accountId, accountId);
      const rows = await db
        .select()
        .from(gatewayInvoices)
        .where(and(filter, pageCondition(gatewayInvoices, params)))
        .orderBy(...pageOrder(gatewayInvoices, params))
        .limit(params.limit + 1);
      const [total] = await db.select({ n: count() }).from(gatewayInvoices).where(and(filter, windowCondition(gatewayInvoices, params)));
      const page = toPage(rows, params, total!.n, (row) => row);
      return { ...page, items: await invoiceViews(page.items) };
    },

    async findTransaction(ref: PathId<'uuid'>) {
      const rows = await db.select().from(gatewayTransactions).where(ref.by === 'uuid' ? eq(gatewayTransactions.uuid, ref.value) : eq(gatewayTransactions.id, ref.value));
      const [view] = await transactionViews(rows);
      if (!view) return null;
      const accounts = await accountsById([view.transaction.accountId]);
      return { view, account: accounts.get(view.transaction.accountId)! };
    },

    /** Transactions by id, in the order given. */
    async transactionsByIds(ids: string[]) {
      const views = await transactionViews(ids.length ? await db.select().from(gatewayTransactions).where(inArray(gatewayTransactions.id, ids)) : []);
      return ids.map((id) => views.find((view) => view.transaction.id === id)!);
    },

    async listAccountTransactions(accountId: string, params: ListParams, filters: { type?: string; success?: boolean }): Promise<Page<TransactionView>> {
      const filter = and(
        eq(gatewayTransactions.accountId, accountId),
        filters.type === 'payment' ? inArray(gatewayTransactions.type, ['purchase', 'capture']) : filters.type ? eq(gatewayTransactions.type, filters.type as GatewayTransactionRow['type']) : undefined,
        filters.success === undefined ? undefined : eq(gatewayTransactions.success, filters.success),
      );
      const rows = await db
        .select()
        .from(gatewayTransactions)
        .where(and(filter, pageCondition(transactionColumns, params)))
        .orderBy(...pageOrder(transactionColumns, params))
        .limit(params.limit + 1);
      const [total] = await db.select({ n: count() }).from(gatewayTransactions).where(and(filter, windowCondition(transactionColumns, params)));
      const page = toPage(rows, params, total!.n, (row) => ({ ...row, updatedAt: row.createdAt }));
      return { ...page, items: await transactionViews(page.items) };
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
