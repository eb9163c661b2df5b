import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_ERROR_CODES, EDIT_BILLING_MESSAGES, editBillingSchema, ERROR_CODES, MESSAGES, savedPaymentSchema, subscriptionDetailsSchema } from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { everyItem } from '../../test/payment-gateway.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

const { t, tokens, newViewer, subscriber } = useBillingApp();

const edit = (headers: Record<string, string>, body: object, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'PUT', url: '/api/user/subscription/bacon', headers: key ? { ...headers, 'idempotency-key': key } : headers, payload: body });

const byCard = (token = tokens.card('approve', { lastFour: '4444', cardType: 'MasterCard', expMonth: 3, expYear: 2031 })) => ({
  paymentMethod: 'Card',
  recurlyToken: token,
  firstName: 'Dana',
  lastName: 'Whitfield',
  zipcode: '94110',
});

const details = async (headers: Record<string, string>) => subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', headers)).json());
const verifications = async (tveUserId: string) =>
  (await everyItem(t.client.listAccountTransactions(`code-${tveUserId}`).each())).filter((transaction) => transaction.type === 'verify');

async function billedBy(tveUserId: string, billingType: 'SNOUTIFY' | 'PORKU' | 'PIG_BROTHER') {
  await t.app.usersRepository.setSubscription(tveUserId, {
    entitled: true,
    currentProductId: 'STAT_ESSENTIAL_MONTHLY',
    bi: { trialStatus: null, subscriptionStatus: 'ACTIVE', originalSignupPlatform: 'web', currentBillingType: billingType },
  });
}

describe('PUT user/subscription/bacon (edit billing)', () => {
  it('puts a new card on file: answered, and the details and saved payment show it', async () => {
    const { headers } = await subscriber();
    expect((await details(headers)).paymentMethod).toBe('VISA X-1111 EXP 12/2030');
    const response = await edit(headers, byCard());
    expect(response.statusCode, response.body).toBe(200);
    expect(editBillingSchema.parse(response.json())).toEqual({ paymentMethod: 'MASTERCARD X-4444 EXP 3/2031' });
    expect((await details(headers)).paymentMethod).toBe('MASTERCARD X-4444 EXP 3/2031');
    expect(savedPaymentSchema.parse((await call(t.app, 'GET', '/api/user/subscription/bacon', headers)).json())).toMatchObject({ paymentMethod: 'Card', lastFourDigits: '4444' });
  });

  it('switches to PayPal with a zip code', async () => {
    const { headers } = await subscriber();
    const response = await edit(headers, { paymentMethod: 'PayPal', recurlyToken: tokens.paypal(), zipcode: '94110' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ paymentMethod: 'PayPal' });
    expect((await details(headers)).paymentMethod).toBe('PayPal');
  });

  it('answers each rule of section 5 in the spec’s words, and changes nothing', async () => {
    const { headers } = await subscriber();
    const cases: [object, string][] = [
      [{ ...byCard(), recurlyToken: undefined }, MESSAGES.billingValidationFailed],
      [{ ...byCard(), firstName: ' ' }, MESSAGES.billingFirstNameRequired],
      [{ ...byCard(), lastName: '' }, 'Your first name is required.'],
      [{ paymentMethod: 'PayPal', recurlyToken: tokens.paypal(), zipcode: '  ' }, MESSAGES.billingZipRequired],
      [{ paymentMethod: 'PayPal', recurlyToken: tokens.paypal() }, MESSAGES.billingZipRequired],
      [{ ...byCard(), paymentMethod: 'Cheque' }, MESSAGES.billingValidationFailed],
    ];
    for (const [body, message] of cases) expectError(await edit(headers, body), 400, ERROR_CODES.billingInvalid, message);
    expect((await details(headers)).paymentMethod).toBe('VISA X-1111 EXP 12/2030');
  });

  it('refuses malformed input, a token the gateway does not know, and a signed-out call', async () => {
    const { headers } = await subscriber();
    expectError(await edit(headers, { ...byCard(), paymentMethod: undefined }), 400, ERROR_CODES.requestInvalid);
    expectError(await edit(headers, { ...byCard(), firstName: 'x'.repeat(51) }), 400, ERROR_CODES.requestInvalid);
    expectError(await edit(headers, { ...byCard(), recurlyToken: 7 }), 400, ERROR_CODES.requestInvalid);
    expectError(await edit(headers, byCard('no-such-token')), 400, ERROR_CODES.paymentInvalid, MESSAGES.billingValidationFailed);
    expectError(await edit(headers, byCard(), 'bad key with spaces'), 400, ERROR_CODES.idempotencyKeyInvalid);
    expectError(await edit(APP_HEADERS, byCard()), 401, ERROR_CODES.sessionLoggedOut);
    expect((await details(headers)).paymentMethod).toBe('VISA X-1111 EXP 12/2030');
  });

  it('a declined card: the gateway’s message, and the card on file stays', async () => {
    const { headers } = await subscriber();
    const error = expectError(await edit(headers, byCard(tokens.card('decline'))), 402, ERROR_CODES.paymentDeclined);
    expect(error.body).toBe('Your transaction was declined. Please use a different card or contact your bank.');
    expect((await details(headers)).paymentMethod).toBe('VISA X-1111 EXP 12/2030');
  });

  it('updates once per Idempotency-Key: a retry replays the answer and verifies the card once; another body is refused', async () => {
    const { headers, tveUserId } = await subscriber();
    const key = randomUUID();
    const body = byCard();
    const before = (await verifications(tveUserId)).length;
    const first = await edit(headers, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await edit(headers, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await verifications(tveUserId)).length).toBe(before + 1);
    expectError(await edit(headers, byCard(), key), 422, ERROR_CODES.idempotencyKeyReused);
  });

  it('refuses an account billed by a partner, an app store, or complimentary (403), whatever the body', async () => {
    for (const [billingType, body] of [
      ['SNOUTIFY', EDIT_BILLING_MESSAGES.billedElsewhere],
      ['PORKU', EDIT_BILLING_MESSAGES.billedElsewhere],
      ['PIG_BROTHER', EDIT_BILLING_MESSAGES.complimentary],
    ] as const) {
      const { headers, tveUserId } = await newViewer();
      await billedBy(tveUserId, billingType);
      expectError(await edit(headers, byCard()), 403, CANCELLATION_ERROR_CODES.billedElsewhere, body);
      expectError(await edit(headers, { paymentMethod: 'Cheque' }), 403, CANCELLATION_ERROR_CODES.billedElsewhere);
    }
  });

  it('is the viewer’s own account only: one with no account at the gateway is told so, and nobody else’s card changes', async () => {
    const owner = await subscriber();
    const other = await newViewer();
    expectError(await edit(other.headers, byCard()), 404, CANCELLATION_ERROR_CODES.noSubscription, EDIT_BILLING_MESSAGES.noBillingAccount);
    expect((await details(owner.headers)).paymentMethod).toBe('VISA X-1111 EXP 12/2030');
  });
});
