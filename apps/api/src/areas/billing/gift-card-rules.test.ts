import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@stat/contracts';
import { giftCardOutcome, giftCardRefusalOf } from './gift-card-rules.ts';

/** An error as the recurly client raises it. */
const gatewayError = (name: string, type: string, message: string, params: { param: string; message: string }[] = []) =>
  Object.assign(new Error(message), { name, type, params });

describe('giftCardOutcome', () => {
  it.each([
    [{ subscribed: false, authorized: false }, 999, 'subscription'],
    [{ subscribed: false, authorized: false }, 2500, 'subscription'],
    [{ subscribed: false, authorized: false }, 500, 'credit'],
    [{ subscribed: true, authorized: true }, 999, 'credit'],
    [{ subscribed: false, authorized: true }, 999, 'credit'],
  ] as const)('%o with a card of %i cents: %s', (viewer, amount, outcome) => {
    expect(giftCardOutcome(viewer, amount, 999)).toBe(outcome);
  });
});

describe('giftCardRefusalOf', () => {
  it('names a redeemed card in the spec’s words, from the purchase or the redemption', () => {
    for (const error of [
      gatewayError('RecurlyValidationError', 'validation', 'Gift card STAT-GIFT-USED has already been redeemed', [{ param: 'gift_card_redemption_code', message: 'has already been redeemed' }]),
      gatewayError('RecurlyValidationError', 'validation', 'Gift card STAT-GIFT-USED has already been redeemed', [{ param: 'redemption_code', message: 'has already been redeemed' }]),
    ]) {
      expect(giftCardRefusalOf(error)).toEqual({
        status: 422,
        error: { code: ERROR_CODES.giftCardRedeemed, title: MESSAGES.giftCardErrorTitle, body: MESSAGES.giftCardAlreadyRedeemed },
      });
    }
  });

  it('names an unknown card, and leaves anything else to the gateway-failure answer', () => {
    expect(giftCardRefusalOf(gatewayError('RecurlyNotFoundError', 'not_found', "Couldn't find GiftCard with redemption_code = X"))?.error.code).toBe(ERROR_CODES.giftCardNotFound);
    expect(giftCardRefusalOf(gatewayError('RecurlyValidationError', 'validation', 'is invalid', [{ param: 'gift_card_redemption_code', message: 'is invalid' }]))?.error.code).toBe(
      ERROR_CODES.giftCardNotFound,
    );
    expect(giftCardRefusalOf(gatewayError('RecurlyInternalServerError', 'internal_server_error', 'boom'))).toBeNull();
    expect(giftCardRefusalOf(new Error('socket hang up'))).toBeNull();
  });
});
