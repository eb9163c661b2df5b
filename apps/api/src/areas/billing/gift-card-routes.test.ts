import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import {
  captchaChallengeSchema,
  ERROR_CODES,
  GIFT_CARD_ERROR_CODES,
  GIFT_CARD_LIMITS,
  giftCardRedemptionSchema,
  giftCardValidationSchema,
  MESSAGES,
  purchaseSchema,
  userSchema,
} from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

// A light proof of work: the rules are the same, the tests need not spend seconds per solution.
const { t, tokens, newViewer } = useBillingApp({ captchaWork: { cost: 1, counter: [1, 20] } });

/** A captcha solved as the widget does it: a challenge fetched, solved, and the pair as base64 JSON. */
async function solved(): Promise<string> {
  const response = await call(t.app, 'GET', '/api/captcha/challenge');
  expect(response.statusCode).toBe(200);
  const challenge = captchaChallengeSchema.parse(response.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const validate = (headers: Record<string, string>, code: string, token: string) =>
  call(t.app, 'GET', `/api/giftcard/${encodeURIComponent(code)}/captcha/${encodeURIComponent(token)}/action/gift_validation`, headers);

const redeem = async (headers: Record<string, string>, giftCardCode: string, options: { key?: string | null; recaptcha?: string } = {}) => {
  const key = options.key === undefined ? randomUUID() : options.key;
  return call(t.app, 'POST', '/api/giftcard/redeem', key ? { ...headers, 'idempotency-key': key } : headers, { giftCardCode, recaptcha: options.recaptcha ?? (await solved()) });
};

describe('GET captcha/challenge', () => {
  it('answers a signed challenge, never cached', async () => {
    const response = await call(t.app, 'GET', '/api/captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(response.json());
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
  });
});

describe('GET giftcard/{code}/captcha/{token}/action/gift_validation', () => {
  it('answers the card and what it would do: a month of Essential for a viewer with no subscription', async () => {
    const { headers } = await newViewer();
    const response = await validate(headers, 'stat-gift-0005', await solved());
    expect(response.statusCode, response.body).toBe(200);
    expect(giftCardValidationSchema.parse(response.json())).toEqual({
      giftCard: { code: 'STAT-GIFT-0005', amountInCents: 999, redemptionDate: null },
      outcome: 'subscription',
      productCode: 'STAT_ESSENTIAL_MONTHLY',
      planName: 'Essential',
    });
    // Nothing was redeemed: the card still validates.
    expect((await validate(headers, 'STAT-GIFT-0005', await solved())).statusCode).toBe(200);
  });

  it('refuses a captcha solution used twice, and one that is not a solution', async () => {
    const { headers } = await newViewer();
    const token = await solved();
    expect((await validate(headers, 'STAT-GIFT-0005', token)).statusCode).toBe(200);
    expectError(await validate(headers, 'STAT-GIFT-0005', token), 400, GIFT_CARD_ERROR_CODES.captchaUsed);
    // The same solution on the other call is used too.
    expectError(await redeem(headers, 'STAT-GIFT-0005', { recaptcha: token }), 400, GIFT_CARD_ERROR_CODES.captchaUsed);

    const forged = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as { solution: { counter: number } };
    forged.solution.counter += 1;
    expectError(await validate(headers, 'STAT-GIFT-0005', Buffer.from(JSON.stringify(forged)).toString('base64')), 400, GIFT_CARD_ERROR_CODES.captchaInvalid);
    expectError(await validate(headers, 'STAT-GIFT-0005', 'bm90LWpzb24'), 400, GIFT_CARD_ERROR_CODES.captchaInvalid);
  });

  it('gives the spec’s error for a redeemed card, and says when a code is unknown', async () => {
    const { headers } = await newViewer();
    const used = expectError(await validate(headers, 'STAT-GIFT-USED', await solved()), 422, ERROR_CODES.giftCardRedeemed, MESSAGES.giftCardAlreadyRedeemed);
    expect(used.title).toBe(MESSAGES.giftCardErrorTitle);
    const unknown = expectError(await validate(headers, 'STAT-GIFT-NOPE', await solved()), 422, ERROR_CODES.giftCardNotFound);
    expect(unknown.title).toBe(MESSAGES.giftCardErrorTitle);
  });

  it('refuses a signed-out visitor and bad input', async () => {
    expectError(await validate(APP_HEADERS, 'STAT-GIFT-0005', await solved()), 401, ERROR_CODES.sessionLoggedOut);
    const { headers } = await newViewer();
    expect((await validate(headers, 'NOT A CODE!', await solved())).statusCode).toBe(400);
    expect((await validate(headers, 'STAT-GIFT-0005', 'not a token!')).statusCode).toBe(400);
    // Past the router's longest path segment (app.ts), before any route: 414.
    expect((await validate(headers, 'STAT-GIFT-0005', 'a'.repeat(2049))).statusCode).toBe(414);
  });
});

describe('POST giftcard/redeem', () => {
  it('a viewer with no subscription gets a month of Essential paid by the card, with no card of their own', async () => {
    const { headers, tveUserId } = await newViewer();
    const response = await redeem(headers, 'STAT-GIFT-0006');
    expect(response.statusCode, response.body).toBe(200);
    const redemption = giftCardRedemptionSchema.parse(response.json());
    expect(redemption).toMatchObject({
      giftCard: { code: 'STAT-GIFT-0006', amountInCents: 999 },
      outcome: 'subscription',
      productCode: 'STAT_ESSENTIAL_MONTHLY',
      accountCreditInCents: 0,
      user: { tveUserId, isAuthorized: true, currentProductId: 'STAT_ESSENTIAL_MONTHLY', bi: { subscriptionStatus: 'ACTIVE', currentBillingType: 'BACON' } },
    });
    expect(redemption.giftCard.redemptionDate).toBeGreaterThan(0);
    expect(redemption.subscriptionEndsAt! - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json()).isAuthorized).toBe(true);
    const live = await t.client.listAccountSubscriptions(`code-${tveUserId}`, { params: { state: 'live' } }).first();
    expect(live).toMatchObject({ autoRenew: false, plan: { code: 'STAT_ESSENTIAL_MONTHLY' } });
    expect(await t.client.getBillingInfo(`code-${tveUserId}`).catch((error: Error) => error.name)).toBe('RecurlyNotFoundError');

    // Used now: the spec's error, on both calls.
    expectError(await redeem(headers, 'STAT-GIFT-0006'), 422, ERROR_CODES.giftCardRedeemed, MESSAGES.giftCardAlreadyRedeemed);
    expectError(await validate(headers, 'STAT-GIFT-0006', await solved()), 422, ERROR_CODES.giftCardRedeemed);
  });

  it('a subscriber gets the card as credit, which their next invoice uses', async () => {
    const { headers, tveUserId } = await newViewer();
    const bought = await call(t.app, 'POST', '/api/user/subscription/bacon', { ...headers, 'idempotency-key': randomUUID() }, { recurlyToken: tokens.card(), paymentMethod: 'Card', productCode: 'STAT_PREMIUM_MONTHLY' });
    expect(purchaseSchema.parse(bought.json()).user.isAuthorized).toBe(true);
    const validation = giftCardValidationSchema.parse((await validate(headers, 'STAT-GIFT-0007', await solved())).json());
    expect(validation).toMatchObject({ outcome: 'credit', productCode: null, planName: null });
    const response = await redeem(headers, 'STAT-GIFT-0007');
    expect(response.statusCode, response.body).toBe(200);
    expect(giftCardRedemptionSchema.parse(response.json())).toMatchObject({ outcome: 'credit', accountCreditInCents: 999, subscriptionEndsAt: null });
    const balance = await t.client.getAccountBalance(`code-${tveUserId}`);
    expect(balance.balances![0]!.availableCreditAmount).toBe(9.99);
  });

  it('is idempotent: the same key replays the answer and redeems once; the key with another card is refused', async () => {
    const { headers } = await newViewer();
    const key = randomUUID();
    const first = await redeem(headers, 'STAT-GIFT-0008', { key });
    expect(first.statusCode, first.body).toBe(200);
    // A retry carries a new solution (the first is spent): it is not part of the request's fingerprint.
    const again = await redeem(headers, 'STAT-GIFT-0008', { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expectError(await redeem(headers, 'STAT-GIFT-0009', { key }), 422, ERROR_CODES.idempotencyKeyReused);
    expectError(await redeem(headers, 'STAT-GIFT-0008', { key: 'bad key' }), 400, ERROR_CODES.idempotencyKeyInvalid);
  });

  it("another account's card is theirs: redeemed once, by them", async () => {
    const first = await newViewer();
    const second = await newViewer();
    expect((await redeem(first.headers, 'STAT-GIFT-0009')).statusCode).toBe(200);
    expectError(await redeem(second.headers, 'STAT-GIFT-0009'), 422, ERROR_CODES.giftCardRedeemed);
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', second.headers)).json()).isAuthorized).toBe(false);
  });

  it('refuses a signed-out visitor, a call from elsewhere and bad input', async () => {
    expectError(await redeem(APP_HEADERS, 'STAT-GIFT-0005'), 401, ERROR_CODES.sessionLoggedOut);
    const { headers } = await newViewer();
    const { origin: _origin, ...elsewhere } = headers as Record<string, string> & { origin?: string };
    expect((await call(t.app, 'POST', '/api/giftcard/redeem', { ...elsewhere, 'sec-fetch-site': 'cross-site' }, { giftCardCode: 'STAT-GIFT-0005', recaptcha: await solved() })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/giftcard/redeem', headers, { giftCardCode: 'STAT-GIFT-0005' })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/giftcard/redeem', headers, { giftCardCode: 'NOT A CODE', recaptcha: await solved() })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/giftcard/redeem', headers, { recaptcha: await solved() })).statusCode).toBe(400);
  });
});

describe('guessing gift card codes', () => {
  it('is limited per account: past the limit the calls do not look a code up, a real one included', async () => {
    const { headers } = await newViewer();
    for (let guess = 0; guess < GIFT_CARD_LIMITS.guessesPerAccount.max; guess += 1) {
      expectError(await validate(headers, `STAT-GUESS-${guess}`, await solved()), 422, ERROR_CODES.giftCardNotFound);
    }
    expectError(await validate(headers, 'STAT-GIFT-0005', await solved()), 429, GIFT_CARD_ERROR_CODES.tooManyGuesses);
    expectError(await redeem(headers, 'STAT-GIFT-0005'), 429, GIFT_CARD_ERROR_CODES.tooManyGuesses);
    // Another account at another address is not held back.
    const other = await newViewer();
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/giftcard/STAT-GIFT-0005/captcha/${encodeURIComponent(await solved())}/action/gift_validation`,
      headers: other.headers,
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('is limited per address, whatever the account', async () => {
    const perAccount = GIFT_CARD_LIMITS.guessesPerAccount.max;
    const viewers = await Promise.all(Array.from({ length: GIFT_CARD_LIMITS.guessesPerAddress.max / perAccount }, () => newViewer()));
    for (const [index, { headers }] of viewers.entries()) {
      for (let guess = 0; guess < perAccount; guess += 1) {
        expectError(await validate(headers, `STAT-GUESS-${index}-${guess}`, await solved()), 422, ERROR_CODES.giftCardNotFound);
      }
    }
    const fresh = await newViewer();
    expectError(await validate(fresh.headers, 'STAT-GIFT-0005', await solved()), 429, GIFT_CARD_ERROR_CODES.tooManyGuesses);
  });
});
