import pg from 'pg';
import { createSubscribers, parseInvalidation, type InvalidationBus } from '../lib/invalidation-bus.ts';
import type { SqlRunner } from './database.ts';

/** The one channel every instance listens on; each payload is an `Invalidation` as JSON. */
export const INVALIDATION_CHANNEL = 'stat_cache';
/** The listening connection's name in pg_stat_activity, for an operator (and a test) to find it. */
export const LISTENER_APPLICATION_NAME = 'stat-cache-listener';

// A restarted PostgreSQL is back within seconds; instances must recover within 5 s (issue 28).
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 2_000;

export interface PostgresInvalidationBusOptions {
  /** The server's address: the bus opens a connection of its own there, outside the pool. */
  url: string;
  /** Sends the NOTIFY, through the pool. */
  query: SqlRunner['query'];
  log: { warn(details: object, message: string): void };
}

/**
 * The bus over PostgreSQL: NOTIFY on `stat_cache` through the pool, one dedicated LISTEN
 * connection per instance. When that connection drops (PostgreSQL restarted, the backend
 * terminated), every subscribed cache is emptied at once and again once LISTEN runs on the
 * new connection, since messages sent in between are lost; meanwhile `listening` is false, so
 * shared caches keep nothing. It reconnects with backoff until closed.
 *
 * The NOTIFY goes out after the write commits, not inside its transaction: most writes are one
 * statement with no transaction to join, and either way no instance hears of a change before it
 * is committed. Only a crash between COMMIT and NOTIFY loses a message; the TTL bounds that.
 */
export async function createPostgresInvalidationBus({ url, query, log }: PostgresInvalidationBusOptions): Promise<InvalidationBus> {
  const subscribers = createSubscribers();
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const lost = (from: pg.Client, error?: unknown) => {
    // A client already replaced (its 'error' then its 'end') or a bus closed on purpose.
    if (from !== client || closed) return;
    client = undefined;
    if (listening) log.warn({ err: error }, 'cache invalidations: the LISTEN connection dropped; reconnecting');
    listening = false;
    subscribers.dropAll();
    void from.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const invalidation = message.channel === INVALIDATION_CHANNEL ? parseInvalidation(message.payload) : undefined;
      if (invalidation) subscribers.deliver(invalidation);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (closed) return void (await next.end().catch(() => undefined));
    listening = true;
    retryMs = FIRST_RETRY_MS;
    // Whatever was kept before LISTEN ran may have missed an invalidation.
    subscribers.dropAll();
  }

  await connect();
  return {
    get listening() {
      return listening;
    },
    publish: async (invalidation) => {
      try {
        await query('SELECT pg_notify($1, $2)', [INVALIDATION_CHANNEL, JSON.stringify(invalidation)]);
      } catch (error) {
        log.warn({ err: error, invalidation }, 'cache invalidations: NOTIFY failed; other instances see the change within the cache TTL');
      }
    },
    subscribe: subscribers.add,
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
