import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signWebhook } from './webhook-signature.ts';

const KEY = 'a-webhook-key';
const BODY = '{"id":"n1","object_type":"subscription","event_type":"renewed","account_code":"a"}';
const AT = 1_800_000_000_000;
const FIVE_MINUTES = 5 * 60 * 1000;

describe('webhook signatures (Recurly’s scheme)', () => {
  it.each([
    ['signed now', signWebhook(KEY, AT, BODY), AT, 'valid'],
    ['signed 5 minutes ago, to the millisecond', signWebhook(KEY, AT - FIVE_MINUTES, BODY), AT, 'valid'],
    ['signed over 5 minutes ago', signWebhook(KEY, AT - FIVE_MINUTES - 1, BODY), AT, 'expired'],
    ['dated over 5 minutes ahead', signWebhook(KEY, AT + FIVE_MINUTES + 1, BODY), AT, 'expired'],
    ['one of several signatures matches (a key being rotated)', `${AT},${'0'.repeat(64)},${signWebhook(KEY, AT, BODY).split(',')[1]}`, AT, 'valid'],
    ['another key', signWebhook('another-key', AT, BODY), AT, 'invalid'],
    ['another body', signWebhook(KEY, AT, `${BODY} `), AT, 'invalid'],
    ['the timestamp changed after signing', `${AT + 1},${signWebhook(KEY, AT, BODY).split(',')[1]}`, AT, 'invalid'],
    ['an old signature is refused as invalid before its age when it does not match', `${AT - FIVE_MINUTES - 1},${'ab'.repeat(32)}`, AT, 'invalid'],
    ['no signature', `${AT}`, AT, 'invalid'],
    ['not hex', `${AT},${'z'.repeat(64)}`, AT, 'invalid'],
    ['no header', undefined, AT, 'invalid'],
    ['a timestamp that is not a number', `soon,${'ab'.repeat(32)}`, AT, 'invalid'],
  ])('%s', (_case, header, now, outcome) => {
    expect(checkWebhookSignature(header, BODY, KEY, now, FIVE_MINUTES)).toBe(outcome);
  });
});
