import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_ERROR_CODES as C,
  cancelPlanSchema,
  cancellationOfferSchema,
  ERROR_CODES,
  EXIT_SURVEY,
  reactivatePlanSchema,
  subscriptionDetailsSchema,
  userPlanSchema,
  userSchema,
} from '@stat/contracts';
import { addInterval } from '../../lib/billing-periods.ts';
import { SEED_DIR } from '../../paths.ts';
import { call, moneyCall, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS, buildTestApp } from '../../test/test-app.ts';
import { createFlagStore } from '../flags/flag-store.ts';
import { createCancellationRepository } from './cancellation-repository.ts';

const { t, tokens, newViewer, clock, subscriber } = useBillingApp();
const DAY = 24 * 3600 * 1000;

const send = (method: 'DELETE' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload: object = {}, key?: string | null) => moneyCall(t.app, method, url, headers, payload, key);

const cancel = (headers: Record<string, string>, reasons: unknown = ['too-expensive'], key?: string | null) => send('DELETE', '/api/user/plan', headers, { reasonForCancelling: reasons }, key);
const reactivate = (headers: Record<string, string>, key?: string | null) => send('PUT', '/api/user/plan/reactivate', headers, {}, key);
const takeOffer = (headers: Record<string, string>, body: object = { couponCode: 'STAYWITHUS', reasonForCancelling: ['too-expensive'] }, key?: string | null) =>
  send('POST', '/api/user/cancellationoffer', headers, body, key);
const details = async (headers: Record<string, string>) => subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', headers)).json());

describe('DELETE user/plan', () => {
  it('cancels at the term’s end: the date answered, CANCELING until then, still authorized, the reasons kept', async () => {
    const { headers, tveUserId } = await subscriber();
    const response = await cancel(headers, ['too-expensive', 'other']);
    expect(response.statusCode, response.body).toBe(200);
    const { expirationDate } = cancelPlanSchema.parse(response.json());
    expect(expirationDate).toBe(new Date(clock.now().getTime()).setUTCFullYear(clock.now().getUTCFullYear() + 1));

    expect(await details(headers)).toMatchObject({ subscriptionStatus: { state: 'CANCELING', expirationDateMillis: expirationDate } });
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json()).isAuthorized).toBe(true);
    const [kept] = await createCancellationRepository(t.app.database.db).cancellationsOf(tveUserId);
    expect(kept).toMatchObject({ reasons: ['too-expensive', 'other'], reactivatedAt: null });
    expect(kept!.expiresAt.getTime()).toBe(expirationDate);

    expectError(await cancel(headers), 409, C.alreadyCanceled, 'Your subscription is already canceled.');
  });

  it('once per Idempotency-Key: the same key replays the answer, with another body it is refused', async () => {
    const { headers } = await subscriber();
    const key = randomUUID();
    const first = await cancel(headers, ['too-expensive'], key);
    expect(first.statusCode).toBe(200);
    const replay = await cancel(headers, ['too-expensive'], key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expectError(await cancel(headers, ['other'], key), 422, ERROR_CODES.idempotencyKeyReused);
  });

  it('two cancels at once with different keys (two tabs): one cancels, the other is told it is canceled already', async () => {
    const { headers } = await subscriber();
    const answers = await Promise.all([cancel(headers), cancel(headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectError(answers.find((answer) => answer.statusCode === 409)!, 409, C.alreadyCanceled);
  });

  it('a subscription in its trial ends with the trial', async () => {
    const { headers } = await newViewer();
    const bought = await call(t.app, 'POST', '/api/user/subscription/bacon', { ...headers, 'idempotency-key': randomUUID() }, {
      recurlyToken: tokens.card(),
      paymentMethod: 'Card',
      productCode: 'STAT_PREMIUM_MONTHLY',
    });
    expect(bought.statusCode).toBe(200);
    const { expirationDate } = cancelPlanSchema.parse((await cancel(headers)).json());
    expect(expirationDate).toBe(clock.now().getTime() + 7 * DAY);
  });

  it('refuses bad input in the error shape: nothing happens without a reason', async () => {
    const { headers } = await subscriber();
    expectError(await cancel(headers, []), 400, ERROR_CODES.requestInvalid);
    expectError(await cancel(headers, ['bored']), 400, ERROR_CODES.requestInvalid);
    expectError(await cancel(headers, ['other', 'other']), 400, ERROR_CODES.requestInvalid);
    expectError(await send('DELETE', '/api/user/plan', headers, {}), 400, ERROR_CODES.requestInvalid);
    expectError(await cancel(headers, ['other'], 'bad key with spaces'), 400, ERROR_CODES.idempotencyKeyInvalid);
    expectError(await cancel(APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
    expect((await details(headers)).subscriptionStatus.state).toBe('ACTIVE');
  });

  it('is the viewer’s own subscription only: another account, with none, is refused and changes nothing', async () => {
    const owner = await subscriber();
    const other = await newViewer();
    expectError(await cancel(other.headers), 404, C.noSubscription);
    expectError(await reactivate(other.headers), 404, C.noSubscription);
    expectError(await takeOffer(other.headers), 404, C.noSubscription);
    expect((await details(owner.headers)).subscriptionStatus.state).toBe('ACTIVE');
  });

  it('refuses a subscription billed by someone else: cancel it where it is paid for', async () => {
    const { headers, tveUserId } = await newViewer();
    await t.app.usersRepository.setSubscription(tveUserId, {
      entitled: true,
      currentProductId: 'STAT_ESSENTIAL_MONTHLY',
      bi: { trialStatus: null, subscriptionStatus: 'ACTIVE', originalSignupPlatform: 'web', currentBillingType: 'SNOUTIFY' },
    });
    expectError(await cancel(headers), 403, C.billedElsewhere);
  });
});

describe('PUT user/plan/reactivate', () => {
  it('takes the cancel back before the date: ACTIVE again, renewing on its cycle; an active one is refused', async () => {
    const { headers, tveUserId } = await subscriber();
    const { expirationDate } = cancelPlanSchema.parse((await cancel(headers)).json());
    clock.tick(DAY);
    const response = await reactivate(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(reactivatePlanSchema.parse(response.json()).nextBillingDate).toBe(expirationDate);
    expect(await details(headers)).toMatchObject({ subscriptionStatus: { state: 'ACTIVE' }, nextBillingDate: expirationDate });
    const [kept] = await createCancellationRepository(t.app.database.db).cancellationsOf(tveUserId);
    expect(kept!.reactivatedAt).not.toBeNull();

    expectError(await reactivate(headers), 409, C.notCanceled, 'Your subscription is not canceled.');
    expectError(await reactivate(APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
  });

  it('replays for the same key', async () => {
    const { headers } = await subscriber();
    await cancel(headers);
    const key = randomUUID();
    expect((await reactivate(headers, key)).statusCode).toBe(200);
    const replay = await reactivate(headers, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
  });
});

describe('POST user/cancellationoffer', () => {
  it('takes STAYWITHUS for a reason that earns it: 50% off for 3 months, on the subscription at the gateway; once', async () => {
    const { headers, tveUserId } = await subscriber();
    const response = await takeOffer(headers);
    expect(response.statusCode, response.body).toBe(200);
    const offer = cancellationOfferSchema.parse(response.json());
    expect(offer).toMatchObject({ couponCode: 'STAYWITHUS', percentOff: 50, durationInMonths: 3 });
    const now = clock.now();
    // Three months on, clamped to a shorter month's last day as the gateway bills (29 November: 28 February).
    expect(offer.discountEndsAt).toBe(addInterval(now, 'months', 3).getTime());
    const live = await t.client.listAccountSubscriptions(`code-${tveUserId}`, { params: { state: 'live' } }).first();
    expect(live?.couponRedemptions?.map((redemption) => redemption.coupon?.code)).toEqual(['STAYWITHUS']);
    expect((await details(headers)).subscriptionStatus.state).toBe('ACTIVE');

    expectError(await takeOffer(headers), 409, C.offerTaken, 'You have already taken this offer.');
  });

  it('GET user/plan says whether the offer could be made: before it is taken, not after', async () => {
    const { headers } = await subscriber();
    const eligible = async () => userPlanSchema.parse((await call(t.app, 'GET', '/api/user/plan', headers)).json()).accountInfo?.eligibleForWinback;
    expect(await eligible()).toBe(true);
    expect((await takeOffer(headers)).statusCode).toBe(200);
    expect(await eligible()).toBe(false);
    expect(userPlanSchema.parse((await call(t.app, 'GET', '/api/user/plan', (await newViewer()).headers)).json()).accountInfo?.eligibleForWinback).toBe(false);
  });

  it('replays for the same key, and refuses the key with another body', async () => {
    const { headers } = await subscriber();
    const key = randomUUID();
    const first = await takeOffer(headers, undefined, key);
    expect(first.statusCode).toBe(200);
    const replay = await takeOffer(headers, undefined, key);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expectError(await takeOffer(headers, { couponCode: 'STAYWITHUS', reasonForCancelling: ['changing-providers'] }, key), 422, ERROR_CODES.idempotencyKeyReused);
  });

  it('is not made for a reason that does not earn it, for another coupon, after a cancel, or with bad input', async () => {
    const { headers } = await subscriber();
    expectError(await takeOffer(headers, { couponCode: 'STAYWITHUS', reasonForCancelling: ['other'] }), 422, C.offerUnavailable);
    expectError(await takeOffer(headers, { couponCode: 'WELCOME50', reasonForCancelling: ['too-expensive'] }), 422, C.offerUnavailable);
    expectError(await takeOffer(headers, { couponCode: 'STAYWITHUS', reasonForCancelling: [] }), 400, ERROR_CODES.requestInvalid);
    expectError(await takeOffer(headers, { reasonForCancelling: ['too-expensive'] }), 400, ERROR_CODES.requestInvalid);
    expectError(await takeOffer(APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
    await cancel(headers);
    expectError(await takeOffer(headers), 409, C.alreadyCanceled);
  });

  it('is refused while winbackDisabled is on', async () => {
    const { headers } = await subscriber();
    const file = join(await mkdtemp(join(tmpdir(), 'flags-')), 'flags.json');
    const flags = JSON.parse(await readFile(join(SEED_DIR, 'flags.flagd.json'), 'utf8'));
    flags.flags.winbackDisabled.defaultVariant = 'on';
    await writeFile(file, JSON.stringify(flags));
    const closed = await buildTestApp(t.database, { payments: t.payments, config: { variant: 'ott' }, flagStore: createFlagStore(file, { info: () => undefined, error: () => undefined }) });
    try {
      const response = await closed.inject({
        method: 'POST',
        url: '/api/user/cancellationoffer',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { couponCode: 'STAYWITHUS', reasonForCancelling: ['too-expensive'] },
      });
      expectError(response, 403, C.offerUnavailable, 'This offer is not available.');
    } finally {
      await closed.close();
    }
  });
});

describe('POST questionnaire', () => {
  const survey = (category: keyof typeof EXIT_SURVEY, reply = '4') => ({
    category,
    questions: EXIT_SURVEY[category].map((question) => ({ ...question, responses: [{ reply }] })),
  });
  const post = (headers: Record<string, string>, body: object) => call(t.app, 'POST', '/api/questionnaire', headers, body);

  it('keeps the answers of the reason’s questions, the viewer’s own', async () => {
    const { headers, tveUserId } = await newViewer();
    const response = await post(headers, survey('too-expensive', '2'));
    expect(response.statusCode, response.body).toBe(200);
    const [kept] = await createCancellationRepository(t.app.database.db).questionnairesOf(tveUserId);
    expect(kept).toMatchObject({ id: response.json().id, category: 'too-expensive', questions: survey('too-expensive', '2').questions });
  });

  it('refuses bad input: another reason’s questions, changed words, a rating off the scale, two answers, signed out', async () => {
    const { headers } = await newViewer();
    expectError(await post(headers, { ...survey('too-expensive'), category: 'technical-issues' }), 422, C.surveyMismatch);
    const reworded = survey('other');
    reworded.questions[0]!.prompt = 'Rate us!';
    expectError(await post(headers, reworded), 422, C.surveyMismatch);
    const twice = survey('other');
    expectError(await post(headers, { ...twice, questions: [...twice.questions, ...twice.questions] }), 422, C.surveyMismatch);
    expectError(await post(headers, survey('other', '6')), 400, ERROR_CODES.requestInvalid);
    expectError(await post(headers, { ...survey('other'), questions: [{ ...survey('other').questions[0]!, responses: [{ reply: '1' }, { reply: '2' }] }] }), 400, ERROR_CODES.requestInvalid);
    expectError(await post(headers, { category: 'bored', questions: [] }), 400, ERROR_CODES.requestInvalid);
    expectError(await post(APP_HEADERS, survey('other')), 401, ERROR_CODES.sessionLoggedOut);
  });
});
