import { and, asc, eq, exists, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  gatewayAccounts,
  gatewayCouponRedemptions,
  gatewayCoupons,
  gatewayInvoices,
  gatewaySubscriptions,
  type GatewayInvoiceRow,
  type GatewaySubscriptionRow,
} from '../../../db/gateway-schema.ts';
import { addInterval } from '../../../lib/billing-periods.ts';
import type { GatewayClock } from '../gateway-clock.ts';
import { createGatewayAccountsRepository } from '../recurly-api/accounts-repository.ts';
import { couponTerms } from '../recurly-api/answers/catalog-answers.ts';
import { chargeAtRenewal } from '../recurly-api/charges.ts';
import { creditSpending, invoiceTotals, priceSubscription } from '../recurly-api/purchase-pricing.ts';
import { createPurchasesRepository } from '../recurly-api/purchases-repository.ts';
import { nextRetryAt } from './dunning-schedule.ts';
import { nextTermOf, startTerm } from './next-term.ts';
import type { WebhookEndpoint, WebhookOutbox } from './webhook-outbox.ts';

/** One thing the job ran, as `npm run billing:advance` prints it. */
export interface RenewalEvent {
  kind: 'renewed' | 'trial converted' | 'renewal failed' | 'retry failed' | 'retry paid' | 'expired';
  accountCode: string;
  subscriptionId: string;
  planCode: string | null;
  /** What was charged or asked (cents); null for an expiry. */
  amountCents: number | null;
  /** When it was due on the gateway's clock. */
  dueAt: Date;
}

export interface RenewalsReport {
  /** The gateway's clock once the run ended. */
  now: Date;
  events: RenewalEvent[];
  webhooks: { delivered: number; failed: number };
}

export interface RenewalsJobOptions {
  db: Db;
  clock: GatewayClock;
  outbox: WebhookOutbox;
  /** The key webhooks are signed with. */
  webhookKey: string;
  /** Where webhooks go once the API listens; null until then (they wait). */
  endpoint: () => WebhookEndpoint | null;
  /** A run started in the background failed (the next one takes over what it left). */
  onError: (error: unknown) => void;
}

/**
 * The gateway's renewals clock: what falls due at its "now" (real time plus the stored offset),
 * each item in its own transaction that takes its row FOR UPDATE SKIP LOCKED, so two runners (two
 * instances, or the timer and `billing:advance`) never run the same item twice: renewals and
 * trial conversions at the period's end, dunning retries, expiries of canceled and non-renewing
 * subscriptions. Then the webhook notifications those wrote are delivered.
 */
export function createRenewalsJob({ db, clock, outbox, webhookKey, endpoint, onError }: RenewalsJobOptions) {
  const now = clock.now;

  async function accountCodeOf(tx: Db, accountId: string): Promise<string> {
    const [account] = await tx.select({ code: gatewayAccounts.code }).from(gatewayAccounts).where(eq(gatewayAccounts.id, accountId));
    return account!.code;
  }

  /**
   * The coupon a renewal applies: the subscription's active redemption, when its discount is
   * still to come at `periodStart` (single_use: the first paid period after a trial; temporal:
   * until `remaining_duration` runs out). A temporal one found spent is closed.
   */
  async function renewalCoupon(tx: Db, subscriptionId: string, periodStart: Date, periodEnd: Date) {
    const [found] = await tx
      .select({ redemption: gatewayCouponRedemptions, coupon: gatewayCoupons })
      .from(gatewayCouponRedemptions)
      .innerJoin(gatewayCoupons, eq(gatewayCoupons.id, gatewayCouponRedemptions.couponId))
      .where(and(eq(gatewayCouponRedemptions.subscriptionId, subscriptionId), eq(gatewayCouponRedemptions.state, 'active')))
      .orderBy(asc(gatewayCouponRedemptions.createdAt))
      .limit(1)
      .for('update');
    if (!found) return null;
    const { redemption, coupon } = found;
    const endsAt = coupon.temporalMonths ? addInterval(redemption.createdAt, 'months', coupon.temporalMonths) : null;
    const applies = endsAt === null || periodStart.getTime() < endsAt.getTime();
    // Spent once this period is discounted: single_use at once, temporal when no later period starts within it.
    const spent = !applies || endsAt === null || periodEnd.getTime() >= endsAt.getTime();
    return {
      terms: applies ? couponTerms(coupon) : null,
      async record(discountedCents: number) {
        await tx
          .update(gatewayCouponRedemptions)
          .set({ discountedCents: redemption.discountedCents + discountedCents, state: spent ? 'inactive' : 'active', updatedAt: now() })
          .where(eq(gatewayCouponRedemptions.id, redemption.id));
      },
    };
  }

  /** Renews the subscription whose period ended longest ago (a trial converts the same way); null when none is due. */
  function renewOne(): Promise<RenewalEvent | null> {
    return db.transaction(async (tx) => {
      const at = now();
      const inDunning = tx
        .select({ id: gatewayInvoices.id })
        .from(gatewayInvoices)
        .where(and(eq(gatewayInvoices.subscriptionId, gatewaySubscriptions.id), eq(gatewayInvoices.state, 'past_due')));
      const [subscription] = await tx
        .select()
        .from(gatewaySubscriptions)
        .where(and(eq(gatewaySubscriptions.state, 'active'), eq(gatewaySubscriptions.autoRenew, true), lte(gatewaySubscriptions.currentPeriodEndsAt, at), not(exists(inDunning))))
        .orderBy(asc(gatewaySubscriptions.currentPeriodEndsAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!subscription) return null;
      const accounts = createGatewayAccountsRepository(tx, now);
      const purchases = createPurchasesRepository(tx, now);
      const start = subscription.currentPeriodEndsAt;
      const term = await nextTermOf(tx, subscription);
      const end = addInterval(start, term.plan.intervalUnit, term.plan.intervalLength);
      const coupon = await renewalCoupon(tx, subscription.id, start, end);
      const priced = priceSubscription(term, coupon?.terms ?? null, start);
      const credits = await accounts.openCredits(subscription.accountId);
      const totals = invoiceTotals(priced.lines, credits.reduce((sum, credit) => sum - credit.balanceCents, 0));
      const method = await accounts.billingInfo(subscription.accountId);
      const result = totals.dueCents > 0 && method ? chargeAtRenewal(method.behaviour) : null;
      const collected = totals.dueCents === 0 || result?.status === 'success';
      const lines = priced.lines.map((line) => ({ subscriptionId: subscription.id, line }));
      const invoice = await purchases.createInvoice(subscription.accountId, { type: 'charge', origin: 'renewal' }, lines, totals, {
        dueAt: start,
        collected,
        nextCollectionAt: collected ? null : nextRetryAt(start, 1),
      });
      const spending = creditSpending(
        credits.map((credit) => -credit.balanceCents),
        totals.creditAppliedCents,
      );
      for (const [index, credit] of credits.entries()) {
        if (spending[index]! > 0) await purchases.spendCredit(credit, invoice.id, spending[index]!);
      }
      const transaction =
        result && method
          ? await purchases.recordTransaction({
              accountId: subscription.accountId,
              invoiceId: invoice.id,
              subscriptionIds: [subscription.id],
              type: 'purchase',
              amountCents: totals.dueCents,
              method,
              result,
              origin: 'recurring',
            })
          : null;
      await coupon?.record(totals.discountCents);
      await startTerm(tx, subscription, term, { startedAt: start, endsAt: end }, at);
      const accountCode = await accountCodeOf(tx, subscription.accountId);
      await outbox.enqueue(tx, accountCode, { objectType: 'subscription', eventType: 'renewed' }, subscription.uuid);
      if (!collected) await outbox.enqueue(tx, accountCode, { objectType: 'payment', eventType: 'failed' }, transaction?.uuid ?? invoice.uuid);
      const converted = subscription.trialEndsAt?.getTime() === start.getTime();
      return {
        kind: collected ? (converted ? 'trial converted' : 'renewed') : 'renewal failed',
        accountCode,
        subscriptionId: subscription.id,
        planCode: term.plan.code,
        amountCents: totals.dueCents,
        dueAt: start,
      };
    });
  }

  /**
   * Charges a past-due invoice again with the account's billing info. Paid: the dunning ends.
   * Declined on schedule: the next retry is set, or, the last one spent, the invoice fails and
   * the subscription expires. Declined on a billing info update: the schedule goes on as it was.
   */
  async function collect(tx: Db, invoice: GatewayInvoiceRow, scheduled: boolean): Promise<RenewalEvent> {
    const at = now();
    const [subscription] = (await tx.select().from(gatewaySubscriptions).where(eq(gatewaySubscriptions.id, invoice.subscriptionId!)).for('update')) as [GatewaySubscriptionRow];
    const method = await createGatewayAccountsRepository(tx, now).billingInfo(invoice.accountId);
    const result = method ? chargeAtRenewal(method.behaviour) : null;
    const transaction =
      result && method
        ? await createPurchasesRepository(tx, now).recordTransaction({
            accountId: invoice.accountId,
            invoiceId: invoice.id,
            subscriptionIds: [subscription.id],
            type: 'purchase',
            amountCents: invoice.balanceCents,
            method,
            result,
            origin: 'recurring',
          })
        : null;
    const accountCode = await accountCodeOf(tx, invoice.accountId);
    const paymentUuid = transaction?.uuid ?? invoice.uuid;
    const base = { accountCode, subscriptionId: subscription.id, planCode: null, amountCents: invoice.balanceCents, dueAt: invoice.nextCollectionAt ?? at };
    if (result?.status === 'success') {
      await tx
        .update(gatewayInvoices)
        .set({ state: 'paid', paidCents: invoice.totalCents, balanceCents: 0, closedAt: at, nextCollectionAt: null, collectionAttempts: invoice.collectionAttempts + 1, updatedAt: at })
        .where(eq(gatewayInvoices.id, invoice.id));
      await outbox.enqueue(tx, accountCode, { objectType: 'payment', eventType: 'succeeded' }, paymentUuid);
      return { ...base, kind: 'retry paid' };
    }
    await outbox.enqueue(tx, accountCode, { objectType: 'payment', eventType: 'failed' }, paymentUuid);
    if (!scheduled) return { ...base, kind: 'retry failed' };
    const attempts = invoice.collectionAttempts + 1;
    const next = nextRetryAt(invoice.dueAt, attempts);
    await tx
      .update(gatewayInvoices)
      .set({ state: next ? 'past_due' : 'failed', nextCollectionAt: next, collectionAttempts: attempts, closedAt: next ? null : at, updatedAt: at })
      .where(eq(gatewayInvoices.id, invoice.id));
    if (next) return { ...base, kind: 'retry failed' };
    await tx.update(gatewaySubscriptions).set({ state: 'expired', expiresAt: base.dueAt, updatedAt: at }).where(eq(gatewaySubscriptions.id, subscription.id));
    await outbox.enqueue(tx, accountCode, { objectType: 'subscription', eventType: 'expired' }, subscription.uuid);
    return { ...base, kind: 'expired' };
  }

  /** The dunning retry due longest ago; null when none is. */
  function retryOne(): Promise<RenewalEvent | null> {
    return db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(gatewayInvoices)
        .where(and(eq(gatewayInvoices.state, 'past_due'), lte(gatewayInvoices.nextCollectionAt, now())))
        .orderBy(asc(gatewayInvoices.nextCollectionAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return invoice ? collect(tx, invoice, true) : null;
    });
  }

  /** A canceled subscription at its expires_at, or a non-renewing one (a gift's) at its term's end, expires; null when none is due. */
  function expireOne(): Promise<RenewalEvent | null> {
    return db.transaction(async (tx) => {
      const at = now();
      const [subscription] = await tx
        .select()
        .from(gatewaySubscriptions)
        .where(
          or(
            and(eq(gatewaySubscriptions.state, 'canceled'), lte(gatewaySubscriptions.expiresAt, at)),
            and(eq(gatewaySubscriptions.state, 'active'), eq(gatewaySubscriptions.autoRenew, false), lte(gatewaySubscriptions.currentTermEndsAt, at)),
          ),
        )
        .orderBy(asc(sql`coalesce(${gatewaySubscriptions.expiresAt}, ${gatewaySubscriptions.currentTermEndsAt})`))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!subscription) return null;
      const endedAt = subscription.expiresAt ?? subscription.currentTermEndsAt;
      await tx.update(gatewaySubscriptions).set({ state: 'expired', expiresAt: endedAt, updatedAt: at }).where(eq(gatewaySubscriptions.id, subscription.id));
      const accountCode = await accountCodeOf(tx, subscription.accountId);
      await outbox.enqueue(tx, accountCode, { objectType: 'subscription', eventType: 'expired' }, subscription.uuid);
      return { kind: 'expired', accountCode, subscriptionId: subscription.id, planCode: null, amountCents: null, dueAt: endedAt };
    });
  }

  async function run(): Promise<RenewalsReport> {
    await clock.refresh();
    const events: RenewalEvent[] = [];
    // One item at a time, whichever kind is due: a subscription in dunning does not renew again
    // until its retries end, so a long jump of the clock runs things in the order they fell due.
    for (;;) {
      const event = (await expireOne()) ?? (await renewOne()) ?? (await retryOne());
      if (!event) break;
      events.push(event);
    }
    const send = endpoint();
    const webhooks = send ? await outbox.deliverDue(send, webhookKey, clock.wallClock) : { delivered: 0, failed: 0 };
    return { now: now(), events, webhooks };
  }

  // Runs on one instance never overlap (the timer and an advance): each waits for the one before.
  let queue: Promise<unknown> = Promise.resolve();
  function runDue(): Promise<RenewalsReport> {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  }
  return {
    /** Runs everything due now; one run at a time on this instance, SKIP LOCKED between instances. */
    runDue,
    /** Resolves once no run is under way on this instance. */
    idle: () => queue.then(() => undefined),
    /** A run in the background, so the webhooks a change just wrote go out now rather than at the next tick. */
    deliverSoon(): void {
      runDue().catch(onError);
    },
    /** A billing info update's immediate retry of the account's past-due invoices (Recurly's): in the update's transaction. */
    async collectPastDue(tx: Db, accountId: string): Promise<RenewalEvent[]> {
      const invoices = await tx
        .select()
        .from(gatewayInvoices)
        .where(and(eq(gatewayInvoices.accountId, accountId), eq(gatewayInvoices.state, 'past_due')))
        .orderBy(asc(gatewayInvoices.dueAt))
        .for('update');
      const events: RenewalEvent[] = [];
      for (const invoice of invoices) events.push(await collect(tx, invoice, false));
      return events;
    },
  };
}
export type RenewalsJob = ReturnType<typeof createRenewalsJob>;
