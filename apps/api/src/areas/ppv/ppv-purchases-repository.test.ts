import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { insertUser } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createPpvPurchasesRepository } from './ppv-purchases-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertUser(database, 'ppv-buyer', { registered: true });
  await insertUser(database, 'ppv-other', { registered: true });
});
afterAll(() => database.close());

const claim = (tveUserId: string, productId = 'ppv-night') => ({ tveUserId, productId, description: 'Night', eventDate: new Date('2026-12-13T03:00:00Z') });
const payment = { amountInCents: 6999, paymentMethod: 'VISA X-1111 EXP 12/2030', invoiceId: 'inv1', orderNumber: '1001', paidAt: new Date('2026-12-01T00:00:00Z') };

describe('pay-per-view purchases', () => {
  it('takes one claim per account and event; only a paid one counts as bought', async () => {
    const purchases = createPpvPurchasesRepository(database.db);
    const id = await purchases.claim(claim('ppv-buyer'));
    expect(id).not.toBeNull();
    expect(await purchases.claim(claim('ppv-buyer'))).toBeNull();
    expect(await purchases.hasBought('ppv-buyer', 'ppv-night')).toBe(false);
    await purchases.pay(id!, payment);
    expect(await purchases.hasBought('ppv-buyer', 'ppv-night')).toBe(true);
    // Another account, or another event, is not bought.
    expect(await purchases.hasBought('ppv-other', 'ppv-night')).toBe(false);
    expect(await purchases.hasBought('ppv-buyer', 'ppv-other-night')).toBe(false);
    expect((await purchases.list('ppv-buyer')).map((row) => [row.productId, row.orderNumber])).toEqual([['ppv-night', '1001']]);
    expect(await purchases.list('ppv-other')).toEqual([]);
  });

  it('releases a failed claim so the viewer can try again, but never a paid purchase', async () => {
    const purchases = createPpvPurchasesRepository(database.db);
    const failed = await purchases.claim(claim('ppv-other', 'ppv-retry'));
    await purchases.release(failed!);
    expect(await purchases.find('ppv-other', 'ppv-retry')).toBeNull();
    const paid = await purchases.claim(claim('ppv-other', 'ppv-retry'));
    await purchases.pay(paid!, payment);
    await purchases.release(paid!);
    expect((await purchases.find('ppv-other', 'ppv-retry'))?.status).toBe('paid');
  });
});
