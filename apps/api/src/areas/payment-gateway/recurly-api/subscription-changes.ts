import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { ChangedAddOn, GatewayAddOnRow, GatewayInvoiceRow, GatewayPlanRow } from '../../../db/gateway-schema.ts';
import { createGatewayAccountsRepository } from './accounts-repository.ts';
import { invoiceCollectionAnswer, type InvoiceView } from './answers/invoice-answers.ts';
import { subscriptionChangeAnswer, type SubscriptionChangeView, type SubscriptionView } from './answers/subscription-answers.ts';
import { applySubscriptionChange } from './apply-subscription-change.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import { priceImmediateChange, type PricedChange } from './change-pricing.ts';
import { chargeNow, declineDetails } from './charges.ts';
import { CURRENCY } from './money.ts';
import { creditSpending, invoiceTotals, type PricedLine } from './purchase-pricing.ts';
import { createPurchasesRepository } from './purchases-repository.ts';
import type { RecordsRepository } from './records-repository.ts';
import { invalidField, notFound, RecurlyError } from './recurly-error.ts';
import { readPathId } from './recurly-ids.ts';
import { readBody } from './route-helpers.ts';
import { createSubscriptionChangesRepository } from './subscription-changes-repository.ts';

/** api.yaml SubscriptionChangeCreate, the part the service uses: the plan, the add-ons, when. */
export const subscriptionChangeSchema = z.object({
  timeframe: z.enum(['now', 'bill_date', 'renewal', 'term_end']).nullish(),
  plan_id: z.string().max(13).nullish(),
  plan_code: z.string().max(50).nullish(),
  add_ons: z
    .array(z.object({ id: z.string().max(13).nullish(), code: z.string().max(50).nullish(), quantity: z.number().int().min(1).nullish() }))
    .nullish(),
  collection_method: z.literal('automatic', { error: 'is not supported for a change' }).nullish(),
});

/** A change, read and checked against the subscription it is for, before anything is written. */
interface ResolvedChange {
  view: SubscriptionView;
  plan: GatewayPlanRow;
  addOns: { addOn: GatewayAddOnRow; quantity: number; unitAmountCents: number }[];
  timeframe: 'now' | 'bill_date' | 'renewal' | 'term_end';
  /** The same plan and add-ons the subscription has. */
  unchanged: boolean;
}

const sum = (amounts: number[]) => amounts.reduce((total, cents) => total + cents, 0);
const lineTotals = (lines: readonly PricedLine[]) => invoiceTotals(lines, 0);

/**
 * Subscription changes (api.yaml create_subscription_change, get_, remove_, preview_): a new plan
 * and add-ons, now (prorated: change-pricing.ts) or at the term's end (the pending change).
 */
export function createSubscriptionChanges({ db, now, catalog, records }: { db: Db; now: () => Date; catalog: CatalogRepository; records: RecordsRepository }) {
  const changes = createSubscriptionChangesRepository(db, now);

  async function subscriptionOr404(subscriptionId: string): Promise<SubscriptionView> {
    const ref = readPathId(subscriptionId, 'uuid');
    const view = await records.findSubscription(ref);
    if (!view) throw notFound('Subscription', ref.by, ref.value);
    return view;
  }

  async function resolve(subscriptionId: string, rawBody: unknown): Promise<ResolvedChange> {
    const view = await subscriptionOr404(subscriptionId);
    const body = readBody(subscriptionChangeSchema, rawBody);
    if (view.subscription.state !== 'active') throw new RecurlyError(422, 'validation', 'Only active subscriptions can be changed');
    const planRef = body.plan_id ? { by: 'id' as const, value: body.plan_id } : body.plan_code ? { by: 'code' as const, value: body.plan_code } : null;
    const plan = planRef ? await catalog.findPlan(planRef) : view.plan;
    if (!plan || plan.state !== 'active') throw invalidField(body.plan_id ? 'plan_id' : 'plan_code', 'is invalid');
    // Omitted, the add-ons stay (at the new plan's price); given, they replace them (api.yaml).
    const wanted = body.add_ons
      ? body.add_ons.map((entry, index) => {
          const held = entry.id ? view.addOns.find(({ subscriptionAddOn }) => subscriptionAddOn.id === entry.id) : null;
          const code = held?.addOn.code ?? entry.code;
          if (!code) throw invalidField(`add_ons[${index}].${entry.id ? 'id' : 'code'}`, entry.id ? 'is invalid' : "can't be blank");
          return { code, quantity: entry.quantity ?? held?.subscriptionAddOn.quantity ?? 1, index };
        })
      : view.addOns.map(({ addOn, subscriptionAddOn }, index) => ({ code: addOn.code, quantity: subscriptionAddOn.quantity, index }));
    const found = await catalog.addOnsByCode(plan.id, wanted.map((entry) => entry.code));
    const addOns = wanted.map(({ code, quantity, index }) => {
      const addOn = found.find((row) => row.code === code && row.state === 'active');
      if (!addOn) throw invalidField(`add_ons[${index}].code`, 'is invalid');
      if (wanted.findIndex((other) => other.code === code) !== index) throw invalidField(`add_ons[${index}].code`, 'has already been taken');
      return { addOn, quantity, unitAmountCents: addOn.unitAmountCents };
    });
    const held = new Map(view.addOns.map(({ addOn, subscriptionAddOn }) => [addOn.code, subscriptionAddOn.quantity]));
    const unchanged = plan.id === view.plan.id && addOns.length === held.size && addOns.every(({ addOn, quantity }) => held.get(addOn.code) === quantity);
    return { view, plan, addOns, timeframe: body.timeframe ?? 'now', unchanged };
  }

  /** When a change for the term's end takes effect: the next bill date (bill_date) or the term's end. */
  const activateAtOf = ({ view, timeframe }: ResolvedChange) =>
    timeframe === 'bill_date' ? view.subscription.currentPeriodEndsAt : view.subscription.currentTermEndsAt;

  function price(resolved: ResolvedChange, at: Date): PricedChange {
    const { view, plan, addOns } = resolved;
    const { subscription } = view;
    return priceImmediateChange({
      current: {
        plan: view.plan,
        unitAmountCents: subscription.unitAmountCents,
        addOns: view.addOns.map(({ addOn, subscriptionAddOn }) => ({ addOn, quantity: subscriptionAddOn.quantity, unitAmountCents: subscriptionAddOn.unitAmountCents })),
      },
      next: { plan, unitAmountCents: plan.unitAmountCents, addOns },
      period: { startedAt: subscription.currentPeriodStartedAt, endsAt: subscription.currentPeriodEndsAt },
      inTrial: subscription.trialEndsAt !== null && subscription.trialEndsAt.getTime() > at.getTime(),
      now: at,
    });
  }

  const changedAddOns = (resolved: ResolvedChange): ChangedAddOn[] =>
    resolved.addOns.map(({ addOn, quantity, unitAmountCents }) => ({ addOnId: addOn.id, quantity, unitAmountCents }));

  function changeView(resolved: ResolvedChange, fields: { id: string | null; activateAt: Date; activatedAt: Date | null; at: Date }): SubscriptionChangeView {
    const { view, plan, addOns } = resolved;
    return {
      change: {
        id: fields.id,
        subscriptionId: view.subscription.id,
        planId: plan.id,
        unitAmountCents: plan.unitAmountCents,
        addOns: changedAddOns(resolved),
        activateAt: fields.activateAt,
        activatedAt: fields.activatedAt,
        deletedAt: null,
        createdAt: fields.at,
        updatedAt: fields.at,
      },
      plan,
      addOns,
    };
  }

  /** A preview's invoices: the change's credit spent on its charge first, then the account's credit; nothing stored. */
  async function previewCollection(resolved: ResolvedChange, priced: PricedChange, at: Date) {
    const { account } = resolved.view;
    const unsaved = { id: null, uuid: null, number: null, accountId: account.id, currency: CURRENCY, createdAt: at, updatedAt: at, dueAt: at };
    const credit = lineTotals(priced.credits);
    const charge = lineTotals(priced.charges);
    const open = await createGatewayAccountsRepository(db, now).openCredits(account.id);
    const available = -credit.totalCents + sum(open.map((row) => -row.balanceCents));
    const totals = invoiceTotals(priced.charges, available);
    const spending = creditSpending([-credit.totalCents, ...open.map((row) => -row.balanceCents)], totals.creditAppliedCents);
    const chargeMini = { id: null, number: null, type: 'charge' as const, state: 'pending' as const };
    const creditMini = { id: null, number: null, type: 'credit' as const, state: 'open' as const };
    const sources = [creditMini, ...open.map(({ id, number, type, state }) => ({ id, number, type, state }))];
    const creditPayments = spending.flatMap((amountCents, index) =>
      amountCents > 0
        ? [{ ...unsaved, originalInvoiceId: sources[index]!.id ?? '', appliedToInvoiceId: null, amountCents, originalInvoice: sources[index]!, appliedToInvoice: chargeMini }]
        : [],
    );
    const lineViews = (lines: PricedLine[], type: 'charge' | 'credit') =>
      lines.map((line, position) => ({ ...line, id: null, uuid: null, invoiceId: null, position, accountId: account.id, subscriptionId: resolved.view.subscription.id, type, currency: CURRENCY, createdAt: at }));
    const view = (invoice: InvoiceView['invoice'], lines: InvoiceView['lines'], payments: InvoiceView['creditPayments']): InvoiceView => ({
      invoice,
      account,
      billingInfoId: null,
      lines,
      creditPayments: payments,
      transactions: [],
      couponRedemptions: [],
    });
    const chargeView = view(
      { ...unsaved, type: 'charge', origin: 'immediate_change', state: 'pending', ...charge, paidCents: totals.creditAppliedCents, balanceCents: totals.dueCents, closedAt: null },
      lineViews(priced.charges, 'charge'),
      creditPayments,
    );
    const creditViews = priced.credits.length
      ? [
          view(
            { ...unsaved, type: 'credit', origin: 'immediate_change', state: 'open', ...credit, paidCents: 0, balanceCents: credit.totalCents + spending[0]!, closedAt: null },
            lineViews(priced.credits, 'credit'),
            creditPayments.filter((payment) => payment.originalInvoice === creditMini),
          ),
        ]
      : [];
    return invoiceCollectionAnswer(chargeView, creditViews, []);
  }

  /**
   * A change made now: the unused time credited (a credit invoice), the new plan charged (a charge
   * invoice paid by that credit, the account's other credit, then the card), the change applied;
   * all in one transaction holding the account. A decline keeps only its transaction.
   */
  async function changeNow(resolved: ResolvedChange, at: Date) {
    const { view } = resolved;
    const priced = price(resolved, at);
    const accounts = createGatewayAccountsRepository(db, now);
    const credit = lineTotals(priced.credits);
    const charge = lineTotals(priced.charges);
    const open = await accounts.openCredits(view.account.id);
    const due = invoiceTotals(priced.charges, -credit.totalCents + sum(open.map((row) => -row.balanceCents))).dueCents;
    const method = due > 0 ? await accounts.billingInfo(view.account.id) : null;
    if (due > 0 && !method) throw invalidField('billing_info', "can't be blank");
    const result = method ? chargeNow(method.behaviour) : null;
    if (method && result?.status === 'declined') {
      const declined = await createPurchasesRepository(db, now).recordTransaction({
        accountId: view.account.id,
        invoiceId: null,
        subscriptionIds: [view.subscription.id],
        type: 'purchase',
        amountCents: due,
        method,
        result,
      });
      throw new RecurlyError(422, 'transaction', result.customerMessage, [], declineDetails(declined.id));
    }
    const written = await db.transaction(async (tx) => {
      await createGatewayAccountsRepository(tx, now).upsertLocked(view.account.code, {});
      const purchases = createPurchasesRepository(tx, now);
      const change = await createSubscriptionChangesRepository(tx, now).recordChange({
        subscriptionId: view.subscription.id,
        planId: resolved.plan.id,
        unitAmountCents: resolved.plan.unitAmountCents,
        addOns: changedAddOns(resolved),
        activateAt: at,
        activatedAt: null,
      });
      const intervalChanged = priced.period.startedAt.getTime() !== view.subscription.currentPeriodStartedAt.getTime();
      await applySubscriptionChange(tx, { ...change, activatedAt: null }, at, intervalChanged ? priced.period : undefined);
      if (!priced.charges.length) return { changeId: change.id, invoiceIds: [] };
      const subscriptionId = view.subscription.id;
      const creditInvoice = priced.credits.length
        ? await purchases.createInvoice(view.account.id, { type: 'credit', origin: 'immediate_change' }, priced.credits.map((line) => ({ subscriptionId, line })), credit)
        : null;
      const credits: GatewayInvoiceRow[] = [...(creditInvoice ? [creditInvoice] : []), ...(await createGatewayAccountsRepository(tx, now).openCredits(view.account.id)).filter((row) => row.id !== creditInvoice?.id)];
      const totals = invoiceTotals(priced.charges, sum(credits.map((row) => -row.balanceCents)));
      const chargeInvoice = await purchases.createInvoice(view.account.id, { type: 'charge', origin: 'immediate_change' }, priced.charges.map((line) => ({ subscriptionId, line })), charge);
      const spending = creditSpending(credits.map((row) => -row.balanceCents), totals.creditAppliedCents);
      for (const [index, row] of credits.entries()) {
        if (spending[index]! > 0) await purchases.spendCredit(row, chargeInvoice.id, spending[index]!);
      }
      if (method && result && totals.dueCents > 0) {
        await purchases.recordTransaction({ accountId: view.account.id, invoiceId: chargeInvoice.id, subscriptionIds: [subscriptionId], type: 'purchase', amountCents: totals.dueCents, method, result });
      }
      return { changeId: change.id, invoiceIds: [chargeInvoice.id, ...(creditInvoice ? [creditInvoice.id] : [])] };
    });
    const [chargeInvoice, ...creditInvoices] = written.invoiceIds.length ? await records.invoicesByIds(written.invoiceIds) : [];
    const collection = chargeInvoice ? invoiceCollectionAnswer(chargeInvoice, creditInvoices, []) : null;
    return subscriptionChangeAnswer(changeView(resolved, { id: written.changeId, activateAt: at, activatedAt: at, at }), collection);
  }

  return {
    /** POST /subscriptions/{id}/change: 201 and the change, or 204 when it asks for what the subscription has and a pending change is dropped. */
    async create(subscriptionId: string, body: unknown): Promise<{ status: 201; answer: unknown } | { status: 204 }> {
      const resolved = await resolve(subscriptionId, body);
      const at = now();
      if (resolved.unchanged) {
        if (await changes.removePendingChange(resolved.view.subscription.id)) return { status: 204 };
        throw new RecurlyError(422, 'validation', "Subscription hasn't been changed");
      }
      if (resolved.timeframe === 'now') return { status: 201, answer: await changeNow(resolved, at) };
      const change = await changes.recordChange({
        subscriptionId: resolved.view.subscription.id,
        planId: resolved.plan.id,
        unitAmountCents: resolved.plan.unitAmountCents,
        addOns: changedAddOns(resolved),
        activateAt: activateAtOf(resolved),
        activatedAt: null,
      });
      return { status: 201, answer: subscriptionChangeAnswer({ ...changeView(resolved, { id: change.id, activateAt: change.activateAt, activatedAt: null, at }), change }) };
    },

    /** POST /subscriptions/{id}/change/preview: the change as it would be, with the invoices a change now would make; nothing stored. */
    async preview(subscriptionId: string, body: unknown) {
      const resolved = await resolve(subscriptionId, body);
      if (resolved.unchanged) throw new RecurlyError(422, 'validation', "Subscription hasn't been changed");
      const at = now();
      if (resolved.timeframe !== 'now') return subscriptionChangeAnswer(changeView(resolved, { id: null, activateAt: activateAtOf(resolved), activatedAt: null, at }));
      const priced = price(resolved, at);
      const collection = priced.charges.length ? await previewCollection(resolved, priced, at) : null;
      return subscriptionChangeAnswer(changeView(resolved, { id: null, activateAt: at, activatedAt: at, at }), collection);
    },

    /** GET /subscriptions/{id}/change: the pending change, or Recurly's 404 when there is none. */
    async pending(subscriptionId: string) {
      const view = await subscriptionOr404(subscriptionId);
      if (!view.pendingChange) throw notFound('SubscriptionChange', 'subscription_id', subscriptionId);
      return subscriptionChangeAnswer(view.pendingChange);
    },

    /** DELETE /subscriptions/{id}/change: the next renewal keeps the subscription as it is; 404 without a pending change. */
    async remove(subscriptionId: string): Promise<void> {
      const view = await subscriptionOr404(subscriptionId);
      if (!(await changes.removePendingChange(view.subscription.id))) throw notFound('SubscriptionChange', 'subscription_id', subscriptionId);
    },
  };
}
export type SubscriptionChanges = ReturnType<typeof createSubscriptionChanges>;
