import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayWebhookNotifications, type GatewayWebhookNotificationRow } from '../../../db/gateway-schema.ts';
import { signWebhook } from '../../../lib/webhook-signature.ts';
import { newRecurlyId } from '../recurly-api/recurly-ids.ts';

/** A notification as Recurly's JSON webhooks name it: the object and what happened to it. */
export type WebhookEvent =
  | { objectType: 'subscription'; eventType: 'renewed' | 'canceled' | 'expired' | 'reactivated' }
  | { objectType: 'payment'; eventType: 'failed' | 'succeeded' };

/** Where notifications go: the API's webhook route. Answers the HTTP status; throws when unreachable. */
export type WebhookEndpoint = (delivery: { body: string; signature: string }) => Promise<number>;

/** An attempt's lease: another runner leaves a claimed notification alone this long. */
const CLAIM_MS = 60_000;
/** Retries back off from a minute, doubling, to an hour at most; they go on until the API takes it. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/** The API's webhook route over HTTP, as Recurly delivers (a POST of the JSON, signed). */
export function httpWebhookEndpoint(url: string): WebhookEndpoint {
  return async ({ body, signature }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'recurly-signature': signature, 'user-agent': 'Recurly Webhooks (STAT embedded gateway)' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/**
 * The gateway's webhook notifications: written in the transaction of the change they tell of
 * (so none is lost and none is sent for a change undone), then delivered until the API answers
 * 2xx. Each attempt first claims the row (one conditional update, FOR UPDATE SKIP LOCKED), so
 * two runners never send the same notification at once; the API handles each once anyway.
 */
export function createWebhookOutbox(db: Db, now: () => Date) {
  return {
    /** Writes one notification about `uuid` (the subscription's, or the transaction's for a payment) on `tx`. */
    async enqueue(tx: Db, accountCode: string, event: WebhookEvent, uuid: string): Promise<void> {
      const at = now();
      const id = newRecurlyId();
      const body = JSON.stringify({
        id,
        object_type: event.objectType,
        event_type: event.eventType,
        site_id: null,
        account_code: accountCode,
        uuid,
        event_time: at.toISOString(),
      });
      await tx.insert(gatewayWebhookNotifications).values({ id, objectType: event.objectType, eventType: event.eventType, accountCode, body, nextAttemptAt: at, createdAt: at });
    },

    /**
     * Sends what is due to `endpoint`, signed with `key` and dated by `wallClock` (real time, what
     * the API checks the age against); answers how many were delivered and how many failed.
     */
    async deliverDue(endpoint: WebhookEndpoint, key: string, wallClock: () => Date): Promise<{ delivered: number; failed: number }> {
      let delivered = 0;
      let failed = 0;
      for (;;) {
        const at = now();
        const due = db
          .select({ id: gatewayWebhookNotifications.id })
          .from(gatewayWebhookNotifications)
          .where(and(isNull(gatewayWebhookNotifications.deliveredAt), lte(gatewayWebhookNotifications.nextAttemptAt, at)))
          .orderBy(asc(gatewayWebhookNotifications.nextAttemptAt), asc(gatewayWebhookNotifications.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        const [claimed]: GatewayWebhookNotificationRow[] = await db
          .update(gatewayWebhookNotifications)
          .set({ attempts: sql`${gatewayWebhookNotifications.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + CLAIM_MS) })
          .where(sql`${gatewayWebhookNotifications.id} = (${due})`)
          .returning();
        if (!claimed) return { delivered, failed };
        let outcome: string;
        try {
          const status = await endpoint({ body: claimed.body, signature: signWebhook(key, wallClock().getTime(), claimed.body) });
          outcome = status >= 200 && status < 300 ? 'delivered' : `HTTP ${status}`;
        } catch (error) {
          outcome = error instanceof Error ? error.message : 'unreachable';
        }
        if (outcome === 'delivered') {
          delivered += 1;
          await db.update(gatewayWebhookNotifications).set({ deliveredAt: now(), lastError: null }).where(eq(gatewayWebhookNotifications.id, claimed.id));
        } else {
          failed += 1;
          await db
            .update(gatewayWebhookNotifications)
            .set({ lastError: outcome.slice(0, 200), nextAttemptAt: new Date(now().getTime() + retryDelayMs(claimed.attempts)) })
            .where(eq(gatewayWebhookNotifications.id, claimed.id));
        }
      }
    },
  };
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
