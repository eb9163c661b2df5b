import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { userSchema } from '@stat/contracts';
import { EMPTY_BI } from '../areas/start-up/users-repository.ts';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-invalidation-bus.ts';
import { ACCOUNT_PASSWORD, createdAccount, useAccountsApp } from '../test/direct-accounts.ts';
import { APP_HEADERS, buildTestApp, insertSession } from '../test/test-app.ts';

type Headers = Record<string, string>;

// Issue 28: two instances on one PostgreSQL. A change made through instance A reaches B's
// caches within a second. Each test also holds a control: a row B has cached and that plain SQL
// (no NOTIFY) changed at the same time, which B still serves, so what B stops serving was dropped
// by the bus, not by its 5-second TTL.
describe.runIf(inject('postgresAdminUrl'))('two instances on one PostgreSQL', () => {
  const { t } = useAccountsApp();
  let b: FastifyInstance;
  beforeAll(async () => {
    b = await buildTestApp(t.database, { config: { variant: 'ott' } });
  });
  afterAll(() => b.close());

  const currentUser = (app: FastifyInstance, headers: Headers) => app.inject({ method: 'GET', url: '/api/user', headers });
  /** A session B has just answered 200 for (so has cached), deleted behind its back. */
  async function revokedBySqlOnB(): Promise<Headers> {
    const { tveUserId } = await createdAccount(t.app, 'control@example.com');
    const token = await insertSession(t.database, tveUserId);
    const headers = { ...APP_HEADERS, cookie: `stat_sid=${token}` };
    expect((await currentUser(b, headers)).statusCode).toBe(200);
    await t.database.query('DELETE FROM sessions WHERE tve_user_id = $1', [tveUserId]);
    return headers;
  }
  async function expectRefusedOnBSoon(headers: Headers, control: Headers) {
    await vi.waitFor(async () => expect((await currentUser(b, headers)).statusCode).toBe(401), { timeout: 3_000 });
    expect((await currentUser(b, control)).statusCode).toBe(200);
  }

  it('a sign-out on A signs the browser out on B', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expect((await currentUser(b, headers)).statusCode).toBe(200);
    const control = await revokedBySqlOnB();
    expect((await t.app.inject({ method: 'GET', url: '/api/device/unpair', headers })).statusCode).toBe(200);
    await expectRefusedOnBSoon(headers, control);
  });

  it("a password change on A signs the account's other browsers out on B", async () => {
    const { tveUserId, headers } = await createdAccount(t.app, 'ann@example.com');
    const other = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, tveUserId)}` };
    expect((await currentUser(b, other)).statusCode).toBe(200);
    const control = await revokedBySqlOnB();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/cbs/okta/password',
      headers,
      payload: { currentPassword: ACCOUNT_PASSWORD, newPassword: 'battery-staple-7' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefusedOnBSoon(other, control);
  });

  it('a subscription change on A shows on B', async () => {
    const productOnB = async (headers: Headers) => userSchema.parse((await currentUser(b, headers)).json()).currentProductId;
    const ann = await createdAccount(t.app, 'ann@example.com');
    const bob = await createdAccount(t.app, 'bob@example.com');
    expect([await productOnB(ann.headers), await productOnB(bob.headers)]).toEqual([null, null]);
    await t.database.query("UPDATE users SET current_product_id = 'by-sql' WHERE tve_user_id = $1", [bob.tveUserId]);
    await t.app.usersRepository.setSubscription(ann.tveUserId, { entitled: true, currentProductId: 'monthly', bi: EMPTY_BI });
    await vi.waitFor(async () => expect(await productOnB(ann.headers)).toBe('monthly'), { timeout: 3_000 });
    expect(await productOnB(bob.headers)).toBeNull();
  });

  it('B still hears sign-outs after its LISTEN connection is cut and comes back', async () => {
    const listeners = () =>
      t.database.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND query LIKE 'LISTEN%'", [
        LISTENER_APPLICATION_NAME,
      ]);
    const cut = (await listeners()).map((row) => row.pid);
    await t.database.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1)', [cut]);
    await vi.waitFor(async () => {
      const now = (await listeners()).map((row) => row.pid);
      expect([now.length, now.some((pid) => cut.includes(pid))]).toEqual([cut.length, false]);
    }, { timeout: 5_000 });
    await vi.waitFor(() => expect([t.app.invalidationBus.listening, b.invalidationBus.listening]).toEqual([true, true]));

    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expect((await currentUser(b, headers)).statusCode).toBe(200);
    const control = await revokedBySqlOnB();
    expect((await t.app.inject({ method: 'GET', url: '/api/device/unpair', headers })).statusCode).toBe(200);
    await expectRefusedOnBSoon(headers, control);
  });
});
