import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../db/rate-limit-schema.ts';

/**
 * Where the request limits count when several API instances serve one site (docs/deploy.md,
 * "Rate limiting"): in PostgreSQL, or in Redis when REDIS_URL is set. Without them (the embedded
 * database, one process by construction) the rate-limit plugin counts in its own memory.
 */
export interface RateLimitCounters {
  /** Counts one request under `key`: the count in the window, this one included, and its milliseconds left. */
  count(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
}

/**
 * Counters in PostgreSQL: one atomic upsert per counted request, on the database's clock, so
 * instances whose clocks differ still share one window.
 */
export function postgresCounters(db: Db) {
  const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  return {
    async count(key: string, windowMs: number) {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
          },
        })
        .returning({
          current: rateLimitCounters.count,
          ttl: sql<number>`ceil(extract(epoch FROM ${rateLimitCounters.windowEndsAt} - now()) * 1000)::integer`,
        });
      return { current: row?.current ?? 1, ttl: row?.ttl ?? windowMs };
    },
    /** Removes the counters whose window has ended (the hourly sweep). */
    async deleteEnded(): Promise<number> {
      return (await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`)).returning({ key: rateLimitCounters.key })).length;
    },
  } satisfies RateLimitCounters & Record<string, unknown>;
}

/** INCR, and the window's expiry on the first count: one script, so no count outlives its window. */
const COUNT_SCRIPT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis (REDIS_URL): keys expire with their window. */
export function redisCounters(redis: Redis): RateLimitCounters {
  return {
    async count(key, windowMs) {
      const [current, ttl] = (await redis.eval(COUNT_SCRIPT, 1, `stat:rate-limit:${key}`, windowMs)) as [number, number];
      return { current, ttl };
    },
  };
}

/** The options a limit passes down to its store: its name, so each limit counts apart. */
export interface CounterName {
  counter?: string;
}

/**
 * The rate-limit plugin's store over shared counters. The plugin makes one store from its own
 * options and a child per `createRateLimit`; each child takes the limit's `counter` name as its
 * keys' prefix (the plugin's own Redis store names children by route, which `createRateLimit`
 * has none of, so two limits would share counts).
 */
export function sharedCountersStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class SharedCountersStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin's options or a route's, which carry a limit's `counter` when it has one.
    constructor(options: object) {
      this.prefix = `${'counter' in options && typeof options.counter === 'string' ? options.counter : 'request'}:`;
    }

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      counters.count(this.prefix + key, timeWindow).then(
        (result) => done(null, result),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object) {
      return new SharedCountersStore(options);
    }
  }
  return SharedCountersStore;
}

/** What server.ts gives the request limits, with the hourly sweep and the shutdown that go with it. */
export interface OpenedCounters {
  counters?: RateLimitCounters;
  /** Removes counters whose window has ended (only PostgreSQL keeps them: Redis expires its keys). */
  sweep(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Redis with REDIS_URL, else PostgreSQL with DATABASE_URL, else none: the embedded database
 * is one process's, and the plugin's memory counts for it. Redis must answer at start (a wrong
 * URL is the operator's to fix); later, while it is away, requests are not counted.
 */
export async function openRateLimitCounters(
  redisUrl: string | null,
  database: { kind: 'pglite' | 'postgres'; db: Db },
  log: { info(message: string): void; warn(fields: object, message: string): void },
): Promise<OpenedCounters> {
  if (redisUrl) {
    const { Redis } = await import('ioredis');
    // No offline queue: a count waits for no reconnection, it fails and the request goes on.
    const redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let away = false;
    redis.on('error', (error: Error) => {
      if (!away) log.warn({ err: error }, 'Redis is out of reach: requests are not counted until it is back');
      away = true;
    });
    redis.on('ready', () => {
      if (away) log.info('Redis is back: requests are counted again');
      away = false;
    });
    await redis.connect().catch((error: unknown) => {
      redis.disconnect();
      throw new RedisUnreachableError(`Redis at REDIS_URL did not answer: ${error instanceof Error ? error.message : String(error)}`);
    });
    return { counters: redisCounters(redis), sweep: async () => 0, close: async () => void (await redis.quit()) };
  }
  if (database.kind === 'postgres') {
    const counters = postgresCounters(database.db);
    return { counters, sweep: counters.deleteEnded, close: async () => undefined };
  }
  return { sweep: async () => 0, close: async () => undefined };
}

/** REDIS_URL is set and nothing answers there: an operator's error, one line at start. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}
