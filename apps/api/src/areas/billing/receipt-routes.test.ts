import { describe, expect, it } from 'vitest';
import { ERROR_CODES, receiptSchema, subscriptionDetailsSchema } from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

const { t, newViewer, subscriber } = useBillingApp();

const receipt = (headers: Record<string, string>, id: string) => call(t.app, 'GET', `/api/user/transactions/${id}/receipt`, headers);

/** A new viewer who bought `productCode` (with a coupon when given), with its transactions, newest first. */
async function buyer(productCode: string, couponCode?: string) {
  const viewer = await subscriber(productCode, couponCode ? { couponCode } : {});
  const { transactions } = subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', viewer.headers)).json());
  return { ...viewer, transactions };
}

describe('GET user/transactions/{transactionId}/receipt', () => {
  it('answers a charge with its invoice: number, date, lines, total, payment method', async () => {
    const { headers, transactions } = await buyer('STAT_ESSENTIAL_ANNUAL');
    const charge = transactions.find((transaction) => transaction.type === 'purchase')!;
    const response = await receipt(headers, charge.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = receiptSchema.parse(response.json());
    expect(answer.transaction).toEqual(charge);
    expect(answer.invoiceNumber).toMatch(/^\d+$/);
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatchObject({ amountInCents: 9999 });
    expect(answer).toMatchObject({ subtotalInCents: 9999, discountInCents: 0, creditInCents: 0, totalInCents: 9999 });
    expect(answer.transaction.paymentMethod).toBe('VISA X-1111 EXP 12/2030');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows what a coupon took off', async () => {
    const { headers, transactions } = await buyer('STAT_ESSENTIAL_ANNUAL', 'ANNUAL20');
    const charge = transactions.find((transaction) => transaction.type === 'purchase')!;
    const answer = receiptSchema.parse((await receipt(headers, charge.id)).json());
    expect(answer.discountInCents).toBeGreaterThan(0);
    expect(answer.totalInCents).toBe(answer.subtotalInCents - answer.discountInCents);
    expect(answer.totalInCents).toBe(charge.amountInCents);
  });

  it('a card check has no invoice: no number, no lines, nothing charged', async () => {
    const { headers, transactions } = await buyer('STAT_PREMIUM_MONTHLY');
    const check = transactions.find((transaction) => transaction.type === 'verify')!;
    const answer = receiptSchema.parse((await receipt(headers, check.id)).json());
    expect(answer).toMatchObject({ invoiceNumber: null, lines: [], totalInCents: 0 });
  });

  it('refuses another account’s transaction as one that does not exist, and bad input', async () => {
    const owner = await buyer('STAT_ESSENTIAL_ANNUAL');
    const other = await newViewer();
    const [theirs] = owner.transactions;
    expectError(await receipt(other.headers, theirs!.id), 404, ERROR_CODES.notFound);
    expectError(await receipt(other.headers, 'nosuchtransaction'), 404, ERROR_CODES.notFound);
    expectError(await receipt(owner.headers, 'not-an-id!'), 400, ERROR_CODES.requestInvalid);
    expectError(await receipt(APP_HEADERS, theirs!.id), 401, ERROR_CODES.sessionLoggedOut);
  });
});
