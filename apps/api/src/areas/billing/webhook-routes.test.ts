import { describe, expect, it } from 'vitest';
import { ERROR_CODES, userSchema, WEBHOOK_ERROR_CODES, webhookReceiptSchema } from '@stat/contracts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { call, subscribe, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { WEBHOOK_PATH } from '../../test/payment-gateway.ts';

const { t, tokens, newViewer, clock } = useBillingApp();
const FIVE_MINUTES = 5 * 60 * 1000;

let notifications = 0;
const notification = (accountCode: string, eventType = 'renewed') =>
  JSON.stringify({ id: `n${++notifications}-${Date.now()}`, object_type: 'subscription', event_type: eventType, account_code: accountCode, uuid: 'f'.repeat(32), event_time: clock.now().toISOString() });

/** A delivery as the gateway makes it: the raw body, signed now (or at `signedAt`) with the key (or another). */
const deliver = (body: string, { key = t.webhookKey, signedAt = clock.now().getTime(), signature }: { key?: string; signedAt?: number; signature?: string | null } = {}) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'recurly-signature': signature ?? signWebhook(key, signedAt, body) }) },
    payload: body,
  });

const handledRows = (id: string) => t.database.query<{ state: string }>('SELECT state FROM billing_webhooks WHERE id = $1', [id]);

describe('POST /api/billing/webhooks', () => {
  it('refuses a bad or missing signature before reading anything, and keeps nothing', async () => {
    const { tveUserId } = await newViewer();
    const body = notification(tveUserId);
    expectError(await deliver(body, { key: 'not-the-key' }), 401, WEBHOOK_ERROR_CODES.signatureInvalid);
    expectError(await deliver(body, { signature: null }), 401, WEBHOOK_ERROR_CODES.signatureInvalid);
    expectError(await deliver(body, { signature: `${clock.now().getTime()},${'0'.repeat(64)}` }), 401, WEBHOOK_ERROR_CODES.signatureInvalid);
    // Signed for another body: the signature covers the raw bytes.
    expectError(await deliver(body.replace('renewed', 'expired'), { signature: signWebhook(t.webhookKey, clock.now().getTime(), body) }), 401, WEBHOOK_ERROR_CODES.signatureInvalid);
    expect(await handledRows(JSON.parse(body).id)).toEqual([]);
  });

  it('refuses a signature more than 5 minutes old, and takes one just within', async () => {
    const { tveUserId } = await newViewer();
    const body = notification(tveUserId);
    expectError(await deliver(body, { signedAt: clock.now().getTime() - FIVE_MINUTES - 1 }), 401, WEBHOOK_ERROR_CODES.expired);
    const within = await deliver(body, { signedAt: clock.now().getTime() - FIVE_MINUTES + 1000 });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('handles a notification once however often it is delivered: later deliveries are acknowledged only', async () => {
    const { tveUserId } = await newViewer();
    const body = notification(tveUserId);
    const first = await deliver(body);
    expect(webhookReceiptSchema.parse(first.json())).toEqual({ outcome: 'handled' });
    // A retry (the same notification, signed afresh, later).
    clock.tick(60_000);
    expect(webhookReceiptSchema.parse((await deliver(body)).json())).toEqual({ outcome: 'duplicate' });
    expect(await handledRows(JSON.parse(body).id)).toEqual([{ state: 'handled' }]);
  });

  it('two deliveries of one notification at once: one handles it, the other is acknowledged or asked to come back', async () => {
    const { tveUserId } = await newViewer();
    const body = notification(tveUserId);
    const answers = await Promise.all([deliver(body), deliver(body)]);
    const outcomes = answers.map((answer) => (answer.statusCode === 200 ? webhookReceiptSchema.parse(answer.json()).outcome : answer.statusCode));
    expect(outcomes.filter((outcome) => outcome === 'handled')).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome === 'handled' || outcome === 'duplicate' || outcome === 409)).toBe(true);
  });

  it('is a hint only: the account is read again from the gateway, whatever the body says', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card(), 'STAT_ESSENTIAL_ANNUAL');
    const answer = await deliver(notification(tveUserId, 'expired'));
    expect(answer.statusCode, answer.body).toBe(200);
    const user = userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json());
    expect([user.isAuthorized, user.bi.subscriptionStatus]).toEqual([true, 'ACTIVE']);
  });

  it('acknowledges a notification for an account with no user here (nothing to update)', async () => {
    const answer = await deliver(notification('no-such-user'));
    expect(webhookReceiptSchema.parse(answer.json())).toEqual({ outcome: 'handled' });
  });

  it('refuses a signed body that is not a notification', async () => {
    expectError(await deliver('{"hello":"world"}'), 400, ERROR_CODES.requestInvalid);
    expectError(await deliver('not json'), 400, ERROR_CODES.requestInvalid);
  });

  it('needs no session and no app headers (the gateway is not a browser)', async () => {
    const { tveUserId } = await newViewer();
    const answer = await deliver(notification(tveUserId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('is in the OpenAPI document, its body the raw JSON text', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, { post?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(document.paths[WEBHOOK_PATH]?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '409']));
  });
});
