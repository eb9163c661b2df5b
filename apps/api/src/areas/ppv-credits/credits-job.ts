import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Invoice, InvoiceRefund } from 'recurly';
import { formatPrice, PPV_CREDIT_LABELS } from '@stat/contracts';
import type { Payments } from '../billing/payments.ts';
import type { PpvStore } from '../ppv/ppv-store.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { creditFor, inTheNightNow, type Span } from './credit-tiers.ts';
import type { PlaySpan, PpvCreditsRepository } from './ppv-credits-repository.ts';
import type { PpvCreditRow } from '../../db/ppv-credits-schema.ts';
import { scheduleClaimedJob } from '../../db/claim-job-run.ts';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CreditsJobOptions {
  credits: PpvCreditsRepository;
  ppvStore: PpvStore;
  /** The gateway's client; without one (nothing is sold), nothing is refunded. */
  payments: Payments | undefined;
  mailer: Mailer;
  log: Logger;
  now?: () => number;
}

/** The phases from which the event is over and its credits due. */
const AFTER_THE_EVENT = new Set(['post', 'postpress', 'cooldown', 'sunset']);

/** The Idempotency-Key of a credit's refund: made from its row, so every retry of that row is the same refund at the gateway. */
export const creditRefundKey = (creditId: string) => `ppv-credit-${creditId}`;

/**
 * The windows that affected a buyer: those their plays overlapped, a play that started before
 * the window's end and was last seen (or ended) after its start, a refused start included.
 */
export function windowsAffecting<Window extends Span>(plays: readonly PlaySpan[], windows: readonly Window[]): Window[] {
  return windows.filter((window) => plays.some((play) => play.startedAt <= window.end && play.lastAt >= window.start));
}

/** Where a refund went, from the gateway's transaction: `VISA X-1111`, or PayPal. */
export function refundMethodDisplay(method: { object?: string | null; cardType?: string | null; lastFour?: string | null } | null | undefined): string {
  if (method?.object === 'credit_card' && method.cardType && method.lastFour) return `${method.cardType.toUpperCase()} X-${method.lastFour}`;
  return method?.object === 'paypal_billing_agreement' ? 'PayPal' : 'your payment method';
}

/**
 * The automatic credits (issue 25 section 5): once the event is over, every buyer the incident
 * windows affected is credited once by the tiers (credit-tiers.ts), refunded at the gateway and
 * told by e-mail. Any number of runs, at once or after a crash, refund each buyer once: the
 * credit's row is claimed (unique per account and event) before the refund, which carries a key
 * made from that row. The windows are the operator's switch's rows (ppv_incidents, areas/ppv).
 */
export function createCreditsJob({ credits, ppvStore, payments, mailer, log, now = Date.now }: CreditsJobOptions) {
  async function refund(row: PpvCreditRow, invoiceId: string): Promise<boolean> {
    if (!payments) return false;
    try {
      // The client's types omit the request options its methods take (the Idempotency-Key header).
      const refundInvoice = payments.client.refundInvoice.bind(payments.client) as (invoiceId: string, body: InvoiceRefund, options: { headers: Record<string, string> }) => Promise<Invoice>;
      const credit = await refundInvoice(invoiceId, { type: 'amount', amount: row.amountInCents / 100 }, { headers: { 'Idempotency-Key': creditRefundKey(row.id) } });
      const paid = credit.transactions?.find((transaction) => transaction.type === 'refund');
      await credits.markRefunded(row.id, { creditInvoiceId: credit.id!, paymentMethod: refundMethodDisplay(paid?.paymentMethod), refundedAt: new Date(now()) });
      return true;
    } catch (error) {
      // The claim stays: once its lease is over, the next run sends the same refund again.
      log.error({ err: error, credit: row.id }, 'pay-per-view credit refund failed; retried by a later run');
      return false;
    }
  }

  async function mail(eventName: string): Promise<void> {
    for (const row of await credits.takeUnmailed(new Date(now()))) {
      if (!row.emailAddress) continue;
      const amount = formatPrice(row.amountInCents);
      const method = row.paymentMethod ?? '';
      try {
        await mailer.send({ to: row.emailAddress, subject: PPV_CREDIT_LABELS.emailSubject(eventName), text: PPV_CREDIT_LABELS.emailText(eventName, amount, method, row.reason) });
      } catch (error) {
        await credits.unmark(row.id);
        log.error({ err: error, credit: row.id }, 'pay-per-view credit e-mail failed; retried by a later run');
      }
    }
  }

  return {
    /** One run: after the event, credits whoever is due. Answers how many it refunded. */
    async runDue(): Promise<{ refunded: number }> {
      const at = now();
      const current = ppvStore.current(at);
      if (!AFTER_THE_EVENT.has(current.phase) || !payments) return { refunded: 0 };
      const { productId, name } = current.event;
      const windows = await credits.incidentsOf(productId, at);
      // How far the operator's clock has moved the night from the event file's dates.
      const offsetNow = current.times.doorsAt - current.event.doorsAt;
      let refunded = 0;
      if (windows.length) {
        const plays = await credits.playsOf(productId);
        for (const purchase of await credits.creditablePurchases(productId)) {
          const affecting = windowsAffecting(
            plays.filter((play) => play.tveUserId === purchase.tveUserId),
            windows,
          );
          const credit = creditFor(
            affecting.map((window) => inTheNightNow(window, offsetNow)),
            current.times,
            purchase.amountInCents,
          );
          const row = credit && (await credits.claim(purchase, productId, credit, new Date(at)));
          if (row && (await refund(row, purchase.invoiceId))) refunded += 1;
        }
      }
      for (const row of await credits.takeOverStale(new Date(at))) {
        const invoiceId = await credits.invoiceOf(row.purchaseId);
        if (invoiceId && (await refund(row, invoiceId))) refunded += 1;
      }
      await mail(name);
      if (refunded) log.info({ productId, refunded }, 'pay-per-view credits refunded');
      return { refunded };
    },
  };
}
export type CreditsJob = ReturnType<typeof createCreditsJob>;

/**
 * The job in the server: once when the app is ready and every `everyMs` (a minute), each run
 * after the last has finished, on one instance per period; stopped when the app closes. Without `everyMs` (tests) it does not
 * run on its own: a test calls `createCreditsJob(...).runDue()`.
 */
const creditsJobPlugin: FastifyPluginAsync<Omit<CreditsJobOptions, 'credits' | 'log'> & { everyMs?: number }> = async (app, { everyMs, ...options }) => {
  if (!everyMs) return;
  const job = createCreditsJob({ ...options, credits: app.ppvCredits, log: app.log });
  // Once a period across every instance: the first to claim it runs (claims, refunds and e-mails
  // are each once anyway; this spares the others the work).
  scheduleClaimedJob(app, 'ppv-credits', everyMs, () => job.runDue());
};
export default fp(creditsJobPlugin, { name: 'ppv-credits-job', dependencies: ['ppv-credits-repository'] });
