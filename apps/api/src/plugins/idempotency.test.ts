import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import { expectError } from '../test/expect-error.ts';
import { signedInViewer } from '../test/signed-in-viewer.ts';
import { APP_HEADERS, buildTestApp, useTestApp } from '../test/test-app.ts';
import { createIdempotencyRepository } from './idempotency-repository.ts';

const t = useTestApp();

/** What the test routes' handlers did: one entry per real run. */
let runs: string[] = [];
/** Statuses the next runs fail with (thrown 500, or sent as given), first one first. */
let failures: number[] = [];
/** When set, the next run waits for it (a money call still running). */
let hold: Promise<void> | null = null;

function holdNextRun(): () => void {
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  return release;
}

const chargeBody = z.object({ plan: z.string(), password: z.string().optional(), note: z.string().optional() });

async function charge(request: FastifyRequest<{ Body: z.infer<typeof chargeBody> }>, reply: FastifyReply) {
  runs.push(request.body.plan);
  const run = runs.length;
  const waitFor = hold;
  hold = null;
  if (waitFor) await waitFor;
  // A round trip, as the gateway call makes: requests racing for the key get in meanwhile.
  await t.database.query('SELECT 1');
  const failure = failures.shift();
  if (failure === 500) throw new Error('the gateway fell over');
  if (failure !== undefined) return reply.code(failure).send({ failed: failure });
  if (request.body.plan === 'declined') return reply.code(402).send({ declined: true, run });
  return reply.code(201).send({ run, plan: request.body.plan, note: request.body.note, key: request.idempotencyKey, gatewayKey: request.gatewayIdempotencyKey('purchase') });
}

/**
 * Test money calls: `charge` (open to anyone, the password left out of the fingerprint),
 * `purchase` (signed in, the password checked by the route itself on every call), `bytes`
 * (answers a buffer) and `plain` (not idempotent).
 */
async function moneyRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post('/api/test/charge/:item', { schema: { body: chargeBody, params: z.object({ item: z.string() }) }, config: { idempotent: { omit: ['password'] } } }, charge);
  app.post(
    '/api/test/purchase',
    {
      schema: { body: chargeBody },
      config: { viewer: 'required', idempotent: { omit: ['password'] } },
      preHandler: async (request, reply) => {
        if (request.body.password !== 'right') return reply.code(403).send({ wrongPassword: true });
      },
    },
    charge,
  );
  app.post('/api/test/bytes', { config: { idempotent: {} } }, async () => {
    runs.push('bytes');
    return Buffer.from('raw');
  });
  app.post('/api/test/plain', { schema: { body: chargeBody } }, charge);
}

let money: FastifyInstance;
beforeAll(async () => {
  money = await buildTestApp(t.database, {}, moneyRoutes);
});
afterAll(() => money.close());
beforeEach(async () => {
  runs = [];
  failures = [];
  hold = null;
  await t.database.exec('DELETE FROM idempotency_keys');
});

type Headers = Record<string, string>;
let keys = 0;
/** A fresh key per intent, as the web app makes one. */
const newKey = () => `intent-${Date.now()}-${(keys += 1)}`;

function post(url: string, body: object, headers: Headers, key?: string, app = money) {
  return app.inject({ method: 'POST', url, headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload: body });
}
const chargeCall = (body: object, key?: string, headers: Headers = APP_HEADERS, app = money) => post('/api/test/charge/gold', body, headers, key, app);

describe('a money call with an Idempotency-Key (plugins/idempotency.ts)', () => {
  it('runs once for a key: a retry with the same request gets the same answer, marked replayed', async () => {
    const key = newKey();
    const first = await chargeCall({ plan: 'premium' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ run: 1, plan: 'premium', key });

    const retry = await chargeCall({ plan: 'premium' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(runs).toEqual(['premium']);
  });

  it('keeps the answer as the handler made it, before compression: a replay is compressed or not as its own request asks', async () => {
    const key = newKey();
    const body = { plan: 'premium', note: 'n'.repeat(4000) };
    const gzip = { ...APP_HEADERS, 'accept-encoding': 'gzip' };
    const first = await chargeCall(body, key, gzip);
    expect(first.headers['content-encoding']).toBe('gzip');
    const sent = gunzipSync(first.rawPayload).toString();
    expect(await t.database.query('SELECT body FROM idempotency_keys')).toEqual([{ body: sent }]);

    const plain = await chargeCall(body, key);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(sent);
    const compressed = await chargeCall(body, key, gzip);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(sent);
    expect(runs).toHaveLength(1);
  });

  it('runs every call without a key (the route keeps its own rules)', async () => {
    await chargeCall({ plan: 'premium' });
    const second = await chargeCall({ plan: 'premium' });
    expect(second.json()).toMatchObject({ run: 2, key: null, gatewayKey: null });
    expect(runs).toHaveLength(2);
  });

  it('leaves a route that does not declare idempotent alone, key or not', async () => {
    const key = newKey();
    await post('/api/test/plain', { plan: 'premium' }, APP_HEADERS, key);
    const second = await post('/api/test/plain', { plan: 'premium' }, APP_HEADERS, key);
    expect(second.headers['idempotency-replayed']).toBeUndefined();
    expect(second.json()).toMatchObject({ run: 2, key: null });
  });

  it('refuses the key with another request 422 error.idempotency.keyReused (body, params or query), and runs nothing', async () => {
    const key = newKey();
    await chargeCall({ plan: 'premium' }, key);
    expectError(await chargeCall({ plan: 'essential' }, key), 422, ERROR_CODES.idempotencyKeyReused, API_MESSAGES.idempotencyKeyReused);
    expectError(await post('/api/test/charge/silver', { plan: 'premium' }, APP_HEADERS, key), 422, ERROR_CODES.idempotencyKeyReused);
    expectError(await post('/api/test/charge/gold?coupon=WELCOME50', { plan: 'premium' }, APP_HEADERS, key), 422, ERROR_CODES.idempotencyKeyReused);
    expect(runs).toEqual(['premium']);
  });

  it('counts the same fields in another order as the same request', async () => {
    const key = newKey();
    await chargeCall({ plan: 'premium', note: 'gift' }, key);
    const retry = await money.inject({
      method: 'POST',
      url: '/api/test/charge/gold',
      headers: { ...APP_HEADERS, 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{"note":"gift","plan":"premium"}',
    });
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(runs).toHaveLength(1);
  });

  it('answers 409 error.idempotency.inFlight with Retry-After while the first request runs, then the replay', async () => {
    const key = newKey();
    const release = holdNextRun();
    const first = chargeCall({ plan: 'premium' }, key);
    await expect.poll(() => runs.length).toBe(1);

    const during = await chargeCall({ plan: 'premium' }, key);
    expectError(during, 409, ERROR_CODES.idempotencyInFlight, API_MESSAGES.idempotencyInFlight);
    expect(during.headers['retry-after']).toBe('1');
    // Another request with the key is told so even while the first runs.
    expectError(await chargeCall({ plan: 'essential' }, key), 422, ERROR_CODES.idempotencyKeyReused);

    release();
    expect((await first).statusCode).toBe(201);
    const after = await chargeCall({ plan: 'premium' }, key);
    expect(after.headers['idempotency-replayed']).toBe('true');
    expect(runs).toEqual(['premium']);
  });

  it('runs once among 20 requests at once with one key while the first runs: the 19 others are told 409', async () => {
    const key = newKey();
    const release = holdNextRun();
    let answered = 0;
    const pending = Array.from({ length: 20 }, () => chargeCall({ plan: 'premium' }, key).finally(() => (answered += 1)));
    await expect.poll(() => answered).toBe(19);
    release();
    const answers = await Promise.all(pending);
    expect(runs).toEqual(['premium']);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expectError(answer, 409, ERROR_CODES.idempotencyInFlight);
      expect(answer.headers['retry-after']).toBe('1');
    }
  });

  it('runs once among 20 requests racing with one key: the others are told 409 or get the replay', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => chargeCall({ plan: 'premium' }, key)));
    expect(runs).toEqual(['premium']);
    const ran = answers.filter((answer) => answer.statusCode === 201 && answer.headers['idempotency-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 409) {
        expectError(answer, 409, ERROR_CODES.idempotencyInFlight);
        expect(answer.headers['retry-after']).toBe('1');
      } else {
        expect(answer.statusCode).toBe(201);
        expect(answer.body).toBe(ran[0]!.body);
      }
    }
  });

  it('runs once when two instances on one database race for the key', async () => {
    const other = await buildTestApp(t.database, {}, moneyRoutes);
    try {
      const key = newKey();
      const release = holdNextRun();
      let answered = 0;
      const pending = Array.from({ length: 10 }, (_, i) => chargeCall({ plan: 'premium' }, key, APP_HEADERS, i % 2 ? other : money).finally(() => (answered += 1)));
      await expect.poll(() => answered).toBe(9);
      release();
      const answers = await Promise.all(pending);
      expect(runs).toEqual(['premium']);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      // Free of the hold, a race between the two: still one run for a new key.
      const raced = newKey();
      await Promise.all(Array.from({ length: 10 }, (_, i) => chargeCall({ plan: 'premium' }, raced, APP_HEADERS, i % 2 ? other : money)));
      expect(runs).toEqual(['premium', 'premium']);
      const replay = await chargeCall({ plan: 'premium' }, key, APP_HEADERS, other);
      expect(replay.headers['idempotency-replayed']).toBe('true');
      expect(replay.body).toBe(answers.find((answer) => answer.statusCode === 201)!.body);
    } finally {
      await other.close();
    }
  });

  it("keeps each user's key to themselves: another user's (or a signed-out call's) same key runs for them", async () => {
    const alice = await signedInViewer(t.database, 'idem-alice');
    const bob = await signedInViewer(t.database, 'idem-bob');
    const key = newKey();
    const forAlice = await chargeCall({ plan: 'premium' }, key, alice);
    const forBob = await chargeCall({ plan: 'premium' }, key, bob);
    const signedOut = await chargeCall({ plan: 'premium' }, key);
    expect([forAlice, forBob, signedOut].map((answer) => answer.headers['idempotency-replayed'])).toEqual([undefined, undefined, undefined]);
    expect(runs).toHaveLength(3);
    // Each replays their own answer, with a gateway key of their own.
    expect((await chargeCall({ plan: 'premium' }, key, bob)).body).toBe(forBob.body);
    expect((await chargeCall({ plan: 'premium' }, key, alice)).body).toBe(forAlice.body);
    const gatewayKeys = [forAlice, forBob, signedOut].map((answer) => answer.json<{ gatewayKey: string }>().gatewayKey);
    expect(new Set(gatewayKeys).size).toBe(3);
    // Bob's key on another route is another key.
    const purchase = await post('/api/test/purchase', { plan: 'premium', password: 'right' }, bob, key);
    expect(purchase.headers['idempotency-replayed']).toBeUndefined();
    expect(runs).toHaveLength(4);
  });

  it('refuses a malformed key 400 error.idempotency.invalidKey (empty, a space, 256 characters), and runs nothing', async () => {
    for (const key of ['', 'two words', 'k'.repeat(256)]) {
      expectError(await chargeCall({ plan: 'premium' }, key), 400, ERROR_CODES.idempotencyKeyInvalid, API_MESSAGES.idempotencyKeyInvalid);
    }
    expect(runs).toEqual([]);
    expect((await chargeCall({ plan: 'premium' }, 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('refuses a body nested too deep to fingerprint 400, and runs nothing (found by the fuzz run: it overflowed the stack, 500)', async () => {
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    const response = await money.inject({ method: 'POST', url: '/api/test/bytes', headers: { ...APP_HEADERS, 'content-type': 'application/json', 'idempotency-key': newKey() }, payload: deep });
    expectError(response, 400, ERROR_CODES.requestInvalid, API_MESSAGES.requestInvalid);
    expect(runs).toEqual([]);
  });

  it.each([500, 503, 429])('does not keep a %i answer: the key is freed and a retry runs again', async (status) => {
    const key = newKey();
    failures = [status];
    expect((await chargeCall({ plan: 'premium' }, key)).statusCode).toBe(status);
    const retry = await chargeCall({ plan: 'premium' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
    expect(runs).toEqual(['premium', 'premium']);
    // The retry sends the gateway the key the failed run sent: the gateway charges once.
    expect(retry.json()).toMatchObject({ run: 2, key });
  });

  it('keeps a refusal (4xx) as the answer: a retry gets the same decline, nothing runs again', async () => {
    const key = newKey();
    const declined = await chargeCall({ plan: 'declined' }, key);
    expect(declined.statusCode).toBe(402);
    const retry = await chargeCall({ plan: 'declined' }, key);
    expect(retry.statusCode).toBe(402);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(runs).toHaveLength(1);
  });

  it('lets a request take over a key whose holder stopped answering (lease ran out); the late answer changes nothing', async () => {
    const key = newKey();
    const release = holdNextRun();
    const stalled = chargeCall({ plan: 'premium' }, key);
    await expect.poll(() => runs.length).toBe(1);
    // As if the instance running it had crashed a minute ago.
    await t.database.exec("UPDATE idempotency_keys SET locked_until = now() - interval '1 second'");

    const takeover = await chargeCall({ plan: 'premium' }, key);
    expect(takeover.statusCode).toBe(201);
    expect(takeover.json()).toMatchObject({ run: 2 });
    // Both runs sent the gateway the same key, so it charged once.
    release();
    const late = await stalled;
    expect(late.json<{ gatewayKey: string }>().gatewayKey).toBe(takeover.json<{ gatewayKey: string }>().gatewayKey);

    const replay = await chargeCall({ plan: 'premium' }, key);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.body).toBe(takeover.body);
  });

  it('does not hand a lapsed lease to another request with the key: 422', async () => {
    const key = newKey();
    const release = holdNextRun();
    const stalled = chargeCall({ plan: 'premium' }, key);
    await expect.poll(() => runs.length).toBe(1);
    await t.database.exec("UPDATE idempotency_keys SET locked_until = now() - interval '1 second'");
    expectError(await chargeCall({ plan: 'essential' }, key), 422, ERROR_CODES.idempotencyKeyReused);
    release();
    await stalled;
    expect(runs).toEqual(['premium']);
  });

  it('leaves omitted fields out of the fingerprint: bodies differing only in the password are one request, and the password is stored nowhere', async () => {
    const key = newKey();
    await chargeCall({ plan: 'premium', password: 'first-secret' }, key);
    const retry = await chargeCall({ plan: 'premium', password: 'second-secret' }, key);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(runs).toHaveLength(1);
    const rows = await t.database.query('SELECT * FROM idempotency_keys');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/secret/);
  });

  it("runs the route's own check (the password) on every call, replays included; a refusal there never takes the key", async () => {
    const viewer = await signedInViewer(t.database, 'idem-purchaser');
    const key = newKey();
    const refused = await post('/api/test/purchase', { plan: 'premium', password: 'wrong' }, viewer, key);
    expect(refused.statusCode).toBe(403);
    expect(runs).toEqual([]);

    const bought = await post('/api/test/purchase', { plan: 'premium', password: 'right' }, viewer, key);
    expect(bought.statusCode).toBe(201);
    expect((await post('/api/test/purchase', { plan: 'premium', password: 'wrong' }, viewer, key)).statusCode).toBe(403);
    const replay = await post('/api/test/purchase', { plan: 'premium', password: 'right' }, viewer, key);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.body).toBe(bought.body);
    expect(runs).toEqual(['premium']);
  });

  it('refuses a signed-out call to a personal money route 401 before it takes the key', async () => {
    const key = newKey();
    expectError(await post('/api/test/purchase', { plan: 'premium', password: 'right' }, APP_HEADERS, key), 401, ERROR_CODES.sessionLoggedOut);
    expect(await t.database.query('SELECT id FROM idempotency_keys')).toEqual([]);
  });

  it('frees the key of an answer it cannot replay as sent (a buffer)', async () => {
    const key = newKey();
    await post('/api/test/bytes', {}, APP_HEADERS, key);
    const again = await post('/api/test/bytes', {}, APP_HEADERS, key);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
    expect(runs).toEqual(['bytes', 'bytes']);
  });

  it('forgets an answer once it expires: the key runs again, and the sweep removes expired rows only', async () => {
    const expired = newKey();
    const kept = newKey();
    await chargeCall({ plan: 'premium' }, expired);
    await chargeCall({ plan: 'essential' }, kept);
    await t.database.exec("UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE status_code IS NOT NULL AND body LIKE '%\"premium\"%'");

    expect(await createIdempotencyRepository(t.database.db).deleteExpired()).toBe(1);
    expect(await t.database.query('SELECT id FROM idempotency_keys')).toHaveLength(1);
    expect((await chargeCall({ plan: 'premium' }, expired)).headers['idempotency-replayed']).toBeUndefined();
    expect((await chargeCall({ plan: 'essential' }, kept)).headers['idempotency-replayed']).toBe('true');
    expect(runs).toEqual(['premium', 'essential', 'premium']);
  });

  it('takes over an expired answer the sweep has not removed yet', async () => {
    const key = newKey();
    await chargeCall({ plan: 'premium' }, key);
    await t.database.exec("UPDATE idempotency_keys SET expires_at = now() - interval '1 second'");
    const again = await chargeCall({ plan: 'essential' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
    expect(runs).toEqual(['premium', 'essential']);
  });
});
