import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { expectError } from '../test/expect-error.ts';
import { buildTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { startThrowawayRedis } from '../test/throwaway-redis.ts';
import { SEARCHES_PER_ADDRESS } from '../areas/catalogue/search-routes.ts';
import { openRateLimitCounters, postgresCounters, redisCounters, RedisUnreachableError, type RateLimitCounters } from './rate-limit-counters.ts';

let database: Database;
let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
const apps: FastifyInstance[] = [];
const clients: Redis[] = [];

beforeAll(async () => {
  [database, redis] = await Promise.all([openTestDatabase(), startThrowawayRedis()]);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  clients.splice(0).forEach((client) => client.disconnect());
  await database.exec('DELETE FROM rate_limit_counters');
});
afterAll(async () => {
  await database?.close();
  await redis?.stop();
});

function redisClient(url = redis.url): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

/** An instance of the API over the shared database, counting in `counters`, `max` requests an hour per address. */
async function instance(counters: RateLimitCounters, max: number): Promise<FastifyInstance> {
  const app = await buildTestApp(database, { config: { variant: 'stat', rateLimitMax: max, searchRateLimitMax: 2 }, rateLimitWindowMs: 3_600_000, rateLimitCounters: counters });
  apps.push(app);
  return app;
}

const stores = {
  PostgreSQL: async () => postgresCounters(database.db),
  Redis: async () => {
    const client = redisClient();
    await client.connect();
    await client.flushall();
    return redisCounters(client);
  },
};

describe.each(Object.entries(stores))('counters in %s', (_name, open) => {
  it('count each key in its window and start again when the window has ended', async () => {
    const counters = await open();
    expect((await counters.count('request:198.51.100.1', 60_000)).current).toBe(1);
    const second = await counters.count('request:198.51.100.1', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await counters.count('request:198.51.100.2', 60_000)).current).toBe(1);

    await counters.count('search:198.51.100.1', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await counters.count('search:198.51.100.1', 1)).current).toBe(1);
  });

  it('count requests spread over two instances together, and each limit apart', async () => {
    const counters = await open();
    const [a, b] = await Promise.all([instance(counters, 4), instance(counters, 4)]);
    for (const app of [a, b, a, b]) expect((await app.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);
    // The fifth request of the hour, whichever instance it reaches, is one too many.
    expectError(await b.inject({ method: 'GET', url: '/api/now' }), 429, ERROR_CODES.requestRateLimited, API_MESSAGES.rateLimited);
    expectError(await a.inject({ method: 'GET', url: '/api/now' }), 429, ERROR_CODES.requestRateLimited);
  });

  it("count a limit of its own (searches) across instances, under the request limit's name apart", async () => {
    const counters = await open();
    const [a, b] = await Promise.all([instance(counters, 100), instance(counters, 100)]);
    expect((await a.inject({ method: 'GET', url: '/api/search/quick/night' })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/api/search/quick/nights' })).statusCode).toBe(200);
    const third = await a.inject({ method: 'GET', url: '/api/search/quick/nightly' });
    expectError(third, 429, ERROR_CODES.requestRateLimited);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Three searches are three requests: far under the request limit of 100.
    expect((await b.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);
  });
});

describe('PostgreSQL counters', () => {
  it('use the database clock for windows and sweep the ended ones', async () => {
    const counters = postgresCounters(database.db);
    await counters.count('request:203.0.113.9', 1);
    await counters.count(`${SEARCHES_PER_ADDRESS.name}:203.0.113.9`, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await counters.deleteEnded()).toBe(1);
    expect(await database.query('SELECT key FROM rate_limit_counters')).toEqual([{ key: 'search:203.0.113.9' }]);
  });
});

describe('Redis out of reach', () => {
  it('lets requests through uncounted rather than refuse every viewer', async () => {
    const away = await startThrowawayRedis();
    const client = redisClient(away.url);
    await client.connect();
    const app = await instance(redisCounters(client), 1);
    expect((await app.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(429);
    await away.stop();
    expect((await app.inject({ method: 'GET', url: '/api/now' })).statusCode).toBe(200);
  });

  it('stops the server at start with one line for the operator when REDIS_URL answers nothing', async () => {
    const away = await startThrowawayRedis();
    await away.stop();
    const log = { info: () => undefined, warn: () => undefined };
    await expect(openRateLimitCounters(away.url, database, log)).rejects.toBeInstanceOf(RedisUnreachableError);
  });

  it('counts in PostgreSQL without REDIS_URL on PostgreSQL, and in memory on the embedded database', async () => {
    const log = { info: () => undefined, warn: () => undefined };
    const opened = await openRateLimitCounters(null, database, log);
    expect(opened.counters === undefined).toBe(database.kind === 'pglite');
    const onRedis = await openRateLimitCounters(redis.url, database, log);
    expect(onRedis.counters).toBeDefined();
    await onRedis.close();
  });
});
