import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDataSchema, deleteUserSchema, ERROR_CODES } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { schema } from '../../db/schema.ts';
import { call, useBillingApp } from '../../test/billing.ts';
import { ACCOUNT_PASSWORD } from '../../test/direct-accounts.ts';
import { activatedTv, bearer } from '../../test/device-flow.ts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';

/** Every table with a user column, read from the schema files: a new table is checked without being named here. */
const USER_TABLES = Object.values(schema as Record<string, Table>)
  .filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === 'tve_user_id'))
  .map((table) => getTableName(table));

/** The user's rows in each table with a user column. */
async function rowsOf(database: Database, tveUserId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of USER_TABLES) {
    const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tve_user_id = $1`, [tveUserId]);
    counts[table] = row!.n;
  }
  return counts;
}

/** A row in the tables a viewer's use fills that no call of this test makes: pay-per-view, survey, analytics, My List, restrictions. */
async function fillTables(database: Database, tveUserId: string): Promise<{ purchaseId: string }> {
  const purchaseId = randomUUID();
  await database.query(
    `INSERT INTO ppv_purchases (id, tve_user_id, product_id, status, description, event_date, amount_in_cents, payment_method, invoice_id, order_number, paid_at)
     VALUES ($1, $2, 'fight-night', 'paid', 'Fight Night', now(), 5999, 'VISA X-1111 EXP 12/2030', 'inv-1', '1001', now())`,
    [purchaseId, tveUserId],
  );
  await database.query(
    `INSERT INTO ppv_credits (id, tve_user_id, product_id, purchase_id, tier, reason, amount_in_cents, claimed_at, refunded_at, credit_invoice_id)
     VALUES ($1, $2, 'fight-night', $3, 'half', 'main-event', 3000, now(), now(), 'inv-2')`,
    [randomUUID(), tveUserId, purchaseId],
  );
  await database.query(`INSERT INTO ppv_channel_plays (id, tve_user_id, product_id, started_at, last_seen_at) VALUES ($1, $2, 'fight-night', now(), now())`, [randomUUID(), tveUserId]);
  await database.query(`INSERT INTO questionnaire_responses (id, tve_user_id, category, questions) VALUES ($1, $2, 'cancel', '[]')`, [randomUUID(), tveUserId]);
  await database.query(`INSERT INTO my_list_items (tve_user_id, item_type, item_id) VALUES ($1, 'series', 7)`, [tveUserId]);
  await database.query(`INSERT INTO parental_controls (tve_user_id, movie, tv, default_movie, default_tv) VALUES ($1, 'MOVIE_PG', 'TV_PG', 'MOVIE_NR', 'TV_NR')`, [tveUserId]);
  await database.query(`INSERT INTO channel_views (tve_user_id, channel_id, event) VALUES ($1, 'shoeast', 'played')`, [tveUserId]);
  await database.query(
    `INSERT INTO client_interactions (tve_user_id, action, action_type, page_name, happened_at, app_variant, app_version, device_id) VALUES ($1, 'a', 'click', 'home', now(), 'ott', '1', 'd')`,
    [tveUserId],
  );
  return { purchaseId };
}

const deleteUser = (t: { app: FastifyInstance }, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'DELETE', url: '/api/user', headers, payload });

describe('the account’s data on ott', () => {
  const billing = useBillingApp();
  const { t } = billing;

  it('answers 401 to both calls signed out', async () => {
    expect((await call(t.app, 'GET', '/api/user/data')).statusCode).toBe(401);
    expect((await deleteUser(t, { ...APP_HEADERS }, { password: ACCOUNT_PASSWORD })).statusCode).toBe(401);
  });

  it('downloads everything held about the viewer as an attachment, no-store, with no card data, and none of another viewer’s', async () => {
    const viewer = await billing.subscriber();
    const other = await billing.subscriber();
    await fillTables(t.database, viewer.tveUserId);
    await activatedTv(t.app, viewer.headers);
    await t.app.newslettersRepository.set(viewer.tveUserId, [{ id: 'offers', subscribed: true }]);
    const response = await call(t.app, 'GET', '/api/user/data', viewer.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="stat-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = accountDataSchema.parse(response.json());
    expect(data.profile).toMatchObject({ tveUserId: viewer.tveUserId, firstName: 'Ann', lastName: 'Lee', birthDate: '1990-05-17' });
    expect(data.consent).toEqual({
      termsAccepted: true,
      newsletters: [
        { id: 'whats-new', subscribed: false },
        { id: 'premieres-and-fights', subscribed: false },
        { id: 'offers', subscribed: true },
      ],
    });
    expect(data.myList).toEqual([expect.objectContaining({ itemType: 'series', itemId: 7 })]);
    expect(data.restrictions).toEqual({ movie: 'MOVIE_PG', tv: 'TV_PG', defaultMovie: 'MOVIE_NR', defaultTv: 'TV_NR' });
    expect(data.devices).toHaveLength(1);
    expect(data.ppvPurchases).toEqual([expect.objectContaining({ productId: 'fight-night', amountInCents: 5999, paymentMethod: 'VISA X-1111 EXP 12/2030' })]);
    expect(data.transactions.length).toBeGreaterThan(0);
    expect(data.transactions.every((transaction) => transaction.paymentMethod.startsWith('VISA X-1111'))).toBe(true);
    // Only the card's display: no number, no first six.
    expect(response.body).not.toMatch(/4111\s?11/);
    expect(response.body).not.toContain(other.tveUserId);
  });

  it('refuses a missing or wrong password, and bad input, deleting nothing', async () => {
    const viewer = await billing.newViewer();
    const before = await rowsOf(t.database, viewer.tveUserId);
    const missing = await deleteUser(t, viewer.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe(ERROR_CODES.requestInvalid);
    expect((await deleteUser(t, viewer.headers, { password: '' })).statusCode).toBe(400);
    expect((await deleteUser(t, viewer.headers, { password: ACCOUNT_PASSWORD, tveUserId: 'someone-else' })).statusCode).toBe(400);
    const wrong = await deleteUser(t, viewer.headers, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe(ERROR_CODES.wrongPassword);
    expect(await rowsOf(t.database, viewer.tveUserId)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/user', viewer.headers)).json().tveUserId).toBe(viewer.tveUserId);
  });

  it('cancels the subscription, signs out every browser and TV, leaves nothing but the kept payment records, and leaves another account alone', async () => {
    const viewer = await billing.subscriber();
    const other = await billing.subscriber();
    const { purchaseId } = await fillTables(t.database, viewer.tveUserId);
    await fillTables(t.database, other.tveUserId);
    const tv = await activatedTv(t.app, viewer.headers);
    const otherTv = await activatedTv(t.app, other.headers);
    const otherBefore = await rowsOf(t.database, other.tveUserId);
    expect(Object.values(await rowsOf(t.database, viewer.tveUserId)).filter((n) => n > 0).length).toBeGreaterThan(8);

    const response = await deleteUser(t, viewer.headers, { password: ACCOUNT_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const answer = deleteUserSchema.parse(response.json());
    // Essential annual: the term a year on, not renewed.
    expect(answer.subscriptionEndedAt).toBeGreaterThan(billing.clock.now().getTime() + 300 * 86_400_000);
    expect(response.cookies.find((cookie) => cookie.name === 'stat_sid')?.value).toBe('');
    const [subscription] = await t.database.query<{ state: string }>(
      "SELECT s.state FROM gateway_subscriptions s JOIN gateway_accounts a ON a.id = s.account_id WHERE a.code = $1",
      [viewer.tveUserId],
    );
    expect(subscription?.state).toBe('canceled');

    expect(await rowsOf(t.database, viewer.tveUserId)).toEqual(Object.fromEntries(USER_TABLES.map((table) => [table, 0])));
    expect((await call(t.app, 'GET', '/api/user', viewer.headers)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { ...APP_HEADERS, ...bearer(tv) })).statusCode).toBe(401);
    const kept = await t.database.query<Record<string, unknown>>('SELECT * FROM kept_payment_records ORDER BY kind');
    expect(kept).toEqual([
      expect.objectContaining({ kind: 'ppv_credit', amount_in_cents: 3000, invoice_id: 'inv-2', description: 'Fight Night' }),
      expect.objectContaining({ id: purchaseId, kind: 'ppv_purchase', amount_in_cents: 5999, invoice_id: 'inv-1', order_number: '1001' }),
    ]);
    expect(JSON.stringify(kept)).not.toContain(viewer.tveUserId);

    expect(await rowsOf(t.database, other.tveUserId)).toEqual(otherBefore);
    expect((await call(t.app, 'GET', '/api/user', other.headers)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { ...APP_HEADERS, ...bearer(otherTv) })).statusCode).toBe(200);
  });

  it('a retry after the deletion changes nothing: its session is gone', async () => {
    const viewer = await billing.subscriber();
    await fillTables(t.database, viewer.tveUserId);
    expect((await deleteUser(t, viewer.headers, { password: ACCOUNT_PASSWORD })).statusCode).toBe(200);
    const kept = await t.database.query('SELECT * FROM kept_payment_records');
    const retry = await deleteUser(t, viewer.headers, { password: ACCOUNT_PASSWORD });
    expect(retry.statusCode).toBe(401);
    expect(retry.json().error.code).toBe(ERROR_CODES.sessionLoggedOut);
    expect(await t.database.query('SELECT * FROM kept_payment_records')).toEqual(kept);
  });

  it('does not cancel an already cancelled subscription again, and answers when it ends', async () => {
    const viewer = await billing.subscriber();
    const canceled = await t.app.inject({ method: 'DELETE', url: '/api/user/plan', headers: { ...viewer.headers, 'idempotency-key': randomUUID() }, payload: { reasonForCancelling: ['other'] } });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const response = await deleteUser(t, viewer.headers, { password: ACCOUNT_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(deleteUserSchema.parse(response.json()).subscriptionEndedAt).toBe(canceled.json().expirationDate);
  });
});

describe('the account’s data on stat', () => {
  const t = useTestApp();

  it('deletes a provider user without a password: the provider’s sign-in is the proof', async () => {
    const headers = await signedInViewer(t.database, 'stat-delete-1', { movie: 'MOVIE_R', tv: 'TV_14' });
    const otherHeaders = await signedInViewer(t.database, 'stat-keep-1');
    const data = accountDataSchema.parse((await call(t.app, 'GET', '/api/user/data', headers)).json());
    expect(data).toMatchObject({ profile: { tveUserId: 'stat-delete-1', birthDate: null }, transactions: [], restrictions: { movie: 'MOVIE_R', tv: 'TV_14' } });
    const response = await deleteUser(t, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true, subscriptionEndedAt: null });
    expect(await rowsOf(t.database, 'stat-delete-1')).toEqual(Object.fromEntries(USER_TABLES.map((table) => [table, 0])));
    expect((await call(t.app, 'GET', '/api/user', headers)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', otherHeaders)).statusCode).toBe(200);
  });
});
