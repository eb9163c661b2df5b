import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_ERROR_CODES as C,
  couponRedemptionSchema,
  ERROR_CODES,
  intervalPlansSchema,
  pendingPlanRemovedSchema,
  PLAN_CHANGE_ERROR_CODES as P,
  planChangePreviewSchema,
  planChangeSchema,
  subscriptionDetailsSchema,
  userPlanSchema,
  userSchema,
} from '@stat/contracts';
import { gatewayBillingInfos } from '../../db/gateway-schema.ts';
import { everyItem } from '../../test/payment-gateway.ts';
import { call, moneyCall, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS } from '../../test/test-app.ts';
import { gatewayAccountId } from './billing-account.ts';

const { t, newViewer, clock, subscriber } = useBillingApp();
const DAY = 24 * 3600 * 1000;

const send = (method: 'DELETE' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object, key?: string | null) => moneyCall(t.app, method, url, headers, payload, key);
const change = (headers: Record<string, string>, body: object, key?: string | null) => send('PUT', '/api/user/plan', headers, body, key);
const preview = (headers: Record<string, string>, body: object) => call(t.app, 'POST', '/api/user/plan/preview', headers, body);
const keep = (headers: Record<string, string>, key?: string | null) => send('DELETE', '/api/user/plan/pending', headers, undefined, key);
const redeem = (headers: Record<string, string>, body: object, key?: string | null) => send('POST', '/api/coupon/redeem', headers, body, key);
const userPlan = async (headers: Record<string, string>) => userPlanSchema.parse((await call(t.app, 'GET', '/api/user/plan', headers)).json());
const details = async (headers: Record<string, string>) => subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', headers)).json());
const payments = async (tveUserId: string) =>
  (await everyItem(t.client.listAccountTransactions(gatewayAccountId(tveUserId)).each())).filter((transaction) => transaction.type === 'purchase').map((transaction) => transaction.amount);

describe('an upgrade: now, prorated', () => {
  it('is previewed with what is charged today, then charged once per Idempotency-Key; the plan is the new one', async () => {
    const { headers, tveUserId } = await subscriber('STAT_ESSENTIAL_ANNUAL');
    clock.tick(DAY);
    const seen = planChangePreviewSchema.parse((await preview(headers, { productCode: 'STAT_PREMIUM_ANNUAL' })).json());
    expect(seen).toMatchObject({ timing: 'now', currentPlan: { productCode: 'STAT_ESSENTIAL_ANNUAL' }, plan: { productCode: 'STAT_PREMIUM_ANNUAL' } });
    // A year less a day left: almost the whole difference ($50.00), the unused Essential credited.
    expect(seen.dueTodayInCents).toBeGreaterThan(4900);
    expect(seen.dueTodayInCents).toBeLessThan(5000);
    expect(seen.chargeTodayInCents - seen.creditTodayInCents).toBe(seen.dueTodayInCents);
    expect((await userPlan(headers)).currentPlan?.productCode).toBe('STAT_ESSENTIAL_ANNUAL');

    const key = randomUUID();
    const first = await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL' }, key);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const made = planChangeSchema.parse(first.json());
    expect(made).toMatchObject({ timing: 'now', currentPlan: { productCode: 'STAT_PREMIUM_ANNUAL' }, pendingPlan: null, chargedInCents: seen.dueTodayInCents });
    expect(await payments(tveUserId)).toEqual([seen.dueTodayInCents / 100, 99.99]);
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json()).currentProductId).toBe('STAT_PREMIUM_ANNUAL');
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL' }), 422, P.unchanged, 'This is already your plan.');
  });

  it('a declined card: 402 in the gateway’s words, the plan unchanged', async () => {
    const { headers, tveUserId } = await subscriber('STAT_ESSENTIAL_ANNUAL');
    const account = await t.client.getAccount(gatewayAccountId(tveUserId));
    // The card went bad since it was saved (a declining card is refused when saved, so it is set here).
    await t.database.db.update(gatewayBillingInfos).set({ behaviour: 'decline' }).where(eq(gatewayBillingInfos.accountId, account.id!));
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL', addOns: ['NORTHSTAR_PLUS'] }), 402, ERROR_CODES.paymentDeclined);
    expect((await userPlan(headers)).currentPlan?.productCode).toBe('STAT_ESSENTIAL_ANNUAL');
  });

  it('in the trial, even a downgrade applies now and charges nothing', async () => {
    const { headers, tveUserId } = await subscriber('STAT_PREMIUM_MONTHLY');
    const made = planChangeSchema.parse((await change(headers, { productCode: 'STAT_ESSENTIAL_MONTHLY' })).json());
    expect(made).toMatchObject({ timing: 'now', chargedInCents: 0, currentPlan: { productCode: 'STAT_ESSENTIAL_MONTHLY' } });
    expect(await payments(tveUserId)).toEqual([]);
    expect((await details(headers)).trialStatus.state).toBe('IN_TRIAL');
  });
});

describe('a downgrade: the pending plan at the term’s end', () => {
  it('is pending with its date, add-ons marked canceling and pending; Keep my current plan removes it, once per key', async () => {
    const { headers, tveUserId } = await subscriber('STAT_PREMIUM_ANNUAL', { addOns: ['NORTHSTAR_PLUS'] });
    const termEnd = (await details(headers)).nextBillingDate!;
    const seen = planChangePreviewSchema.parse((await preview(headers, { productCode: 'STAT_ESSENTIAL_ANNUAL' })).json());
    expect(seen).toMatchObject({ timing: 'termEnd', effectiveAt: termEnd, dueTodayInCents: 0, nextChargeInCents: 9999 });

    const made = planChangeSchema.parse((await change(headers, { productCode: 'STAT_ESSENTIAL_ANNUAL' })).json());
    expect(made).toMatchObject({ timing: 'termEnd', effectiveAt: termEnd, chargedInCents: 0, currentPlan: { productCode: 'STAT_PREMIUM_ANNUAL' } });
    const plan = await userPlan(headers);
    expect(plan.pendingPlan).toMatchObject({ productCode: 'STAT_ESSENTIAL_ANNUAL', nextBillingDate: termEnd, priceInCents: 9999 });
    expect(plan.currentPlan?.addOns).toMatchObject([{ addOnId: 'NORTHSTAR_PLUS', status: 'canceling' }]);
    expect(await payments(tveUserId)).toEqual([199.99]);

    // A bundle for the term's end: its add-on pending.
    await change(headers, { productCode: 'STAT_ESSENTIAL_ANNUAL', addOns: ['NORTHSTAR_PLUS'] });
    expect((await userPlan(headers)).pendingPlan?.addOns).toMatchObject([{ addOnId: 'NORTHSTAR_PLUS', status: 'pending' }]);

    const key = randomUUID();
    const kept = await keep(headers, key);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(pendingPlanRemovedSchema.parse(kept.json()).currentPlan).toMatchObject({ productCode: 'STAT_PREMIUM_ANNUAL', addOns: [{ status: 'active' }] });
    expect((await keep(headers, key)).json()).toEqual(kept.json());
    expect((await userPlan(headers)).pendingPlan).toBeNull();
    expectError(await keep(headers), 404, P.noPendingChange, 'There is no plan change to remove.');
  });
});

describe('the interval: availableplans/duration, then PUT user/plan', () => {
  it('names the same plan on the other interval with the add-ons, and the viewer’s plan', async () => {
    const { headers } = await subscriber('STAT_PREMIUM_ANNUAL');
    const answer = await call(t.app, 'POST', '/api/user/availableplans/duration', headers, { productCode: 'STAT_PREMIUM_ANNUAL', addOns: ['NORTHSTAR_PLUS'] });
    const { plans, currentPlan } = intervalPlansSchema.parse(answer.json());
    expect(plans.map((plan) => [plan.productCode, plan.priceInCents])).toEqual([['STAT_PREMIUM_MONTHLY', 1999]]);
    expect(currentPlan?.productCode).toBe('STAT_PREMIUM_ANNUAL');
  });

  it('annual to monthly waits for the term’s end; monthly to annual is now, a new year from today', async () => {
    const annual = await subscriber('STAT_ESSENTIAL_ANNUAL');
    expect(planChangeSchema.parse((await change(annual.headers, { productCode: 'STAT_ESSENTIAL_MONTHLY' })).json()).timing).toBe('termEnd');

    const monthly = await subscriber('STAT_ESSENTIAL_MONTHLY');
    // Past the trial: a paid month under way.
    clock.tick(8 * DAY);
    const seen = planChangePreviewSchema.parse((await preview(monthly.headers, { productCode: 'STAT_ESSENTIAL_ANNUAL' })).json());
    expect(seen).toMatchObject({ timing: 'now', chargeTodayInCents: 9999 });
    const made = planChangeSchema.parse((await change(monthly.headers, { productCode: 'STAT_ESSENTIAL_ANNUAL' })).json());
    expect(made.currentPlan.nextBillingDate).toBe(seen.nextBillingDate);
    expect(new Date(made.currentPlan.nextBillingDate!).getUTCFullYear()).toBe(clock.now().getUTCFullYear() + 1);
  });
});

describe('POST coupon/redeem', () => {
  it('redeems an annual coupon on an annual subscription, off the next bill; once, and once per key', async () => {
    const { headers } = await subscriber('STAT_PREMIUM_ANNUAL');
    const key = randomUUID();
    const first = await redeem(headers, { coupon: 'annual20' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(couponRedemptionSchema.parse(first.json())).toMatchObject({ coupon: { code: 'ANNUAL20', percentOff: 20 }, appliesFrom: (await details(headers)).nextBillingDate });
    expect((await redeem(headers, { coupon: 'ANNUAL20' }, key)).json()).toEqual(first.json());
    expectError(await redeem(headers, { coupon: 'ANNUAL20' }), 409, P.couponRedeemed);
  });

  it('refuses what the plans file refuses, the retention offer, and an unknown code', async () => {
    const { headers } = await subscriber('STAT_PREMIUM_ANNUAL');
    expectError(await redeem(headers, { coupon: 'WELCOME50' }), 422, ERROR_CODES.couponNotApplicable);
    expectError(await redeem(headers, { coupon: 'EXPIRED2024' }), 422, ERROR_CODES.couponExpired);
    expectError(await redeem(headers, { coupon: 'STAYWITHUS' }), 422, ERROR_CODES.couponNotApplicable, 'This offer is only available when you cancel.');
    expectError(await redeem(headers, { coupon: 'NOPE-123' }), 404, ERROR_CODES.couponInvalid);
  });
});

describe('who may change, and bad input', () => {
  it('eligibleToChangePlan: a subscriber at our gateway, not once canceled; every call then refuses', async () => {
    const { headers } = await subscriber('STAT_ESSENTIAL_ANNUAL');
    expect((await details(headers)).eligibleToChangePlan).toBe(true);
    expect((await send('DELETE', '/api/user/plan', headers, { reasonForCancelling: ['other'] })).statusCode).toBe(200);
    expect((await details(headers)).eligibleToChangePlan).toBe(false);
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL' }), 409, P.canceling);
    expectError(await preview(headers, { productCode: 'STAT_PREMIUM_ANNUAL' }), 409, P.canceling);
    expectError(await keep(headers), 409, P.canceling);
    expectError(await redeem(headers, { coupon: 'ANNUAL20' }), 409, P.canceling);
  });

  it('is the viewer’s own subscription only: another account, with none, is refused and changes nothing', async () => {
    const owner = await subscriber('STAT_ESSENTIAL_ANNUAL');
    const other = await newViewer();
    expect((await details(other.headers)).eligibleToChangePlan).toBe(false);
    expectError(await change(other.headers, { productCode: 'STAT_PREMIUM_ANNUAL' }), 404, C.noSubscription);
    expectError(await preview(other.headers, { productCode: 'STAT_PREMIUM_ANNUAL' }), 404, C.noSubscription);
    expectError(await keep(other.headers), 404, C.noSubscription);
    expectError(await redeem(other.headers, { coupon: 'ANNUAL20' }), 404, C.noSubscription);
    expect((await userPlan(owner.headers)).currentPlan?.productCode).toBe('STAT_ESSENTIAL_ANNUAL');
  });

  it('refuses a subscription billed by someone else', async () => {
    const { headers, tveUserId } = await newViewer();
    await t.app.usersRepository.setSubscription(tveUserId, {
      entitled: true,
      currentProductId: 'STAT_ESSENTIAL_MONTHLY',
      bi: { trialStatus: null, subscriptionStatus: 'ACTIVE', originalSignupPlatform: 'web', currentBillingType: 'SNOUTIFY' },
    });
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_MONTHLY' }), 403, C.billedElsewhere);
  });

  it('refuses bad input in the error shape', async () => {
    const { headers } = await subscriber('STAT_ESSENTIAL_ANNUAL');
    expectError(await change(headers, {}), 400, ERROR_CODES.requestInvalid);
    expectError(await change(headers, { productCode: 'lower case' }), 400, ERROR_CODES.requestInvalid);
    expectError(await change(headers, { productCode: 'STAT_GOLD' }), 422, ERROR_CODES.planNotFound);
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL', addOns: ['NORTHSTAR_PLUS', 'NORTHSTAR_PLUS'] }), 422, ERROR_CODES.planNotFound);
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL', addOns: ['GOLD_PLUS'] }), 422, ERROR_CODES.planNotFound);
    expectError(await change(headers, { productCode: 'STAT_PREMIUM_ANNUAL' }, 'bad key with spaces'), 400, ERROR_CODES.idempotencyKeyInvalid);
    expectError(await preview(headers, { addOns: [] }), 400, ERROR_CODES.requestInvalid);
    expectError(await call(t.app, 'POST', '/api/user/availableplans/duration', headers, { productCode: 7 }), 400, ERROR_CODES.requestInvalid);
    expectError(await redeem(headers, {}), 400, ERROR_CODES.requestInvalid);
    expectError(await redeem(headers, { coupon: 'no spaces allowed' }), 400, ERROR_CODES.requestInvalid);
    expectError(await change(APP_HEADERS, { productCode: 'STAT_PREMIUM_ANNUAL' }), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await call(t.app, 'POST', '/api/user/availableplans/duration', APP_HEADERS, { productCode: 'STAT_PREMIUM_ANNUAL' }), 401, ERROR_CODES.sessionLoggedOut);
    expect((await userPlan(headers)).currentPlan?.productCode).toBe('STAT_ESSENTIAL_ANNUAL');
  });
});
