import { describe, expect, it } from 'vitest';
import { PAYMENT_FIELD_MESSAGES, type CardBrand, type CardField, type CardFieldState } from '@stat/contracts';
import { cardFieldMessage } from './card-field-messages.ts';

const state = (valid: boolean, empty: boolean, focus: boolean): CardFieldState => ({ valid, empty, focus });

describe('cardFieldMessage', () => {
  it.each<[string, CardField, CardFieldState | undefined, boolean, CardBrand | undefined, string | null]>([
    ['a field not ready yet', 'number', undefined, true, undefined, null],
    ['a valid number', 'number', state(true, false, false), true, 'visa', null],
    ['an untouched empty number', 'number', state(false, true, false), false, undefined, null],
    ['an empty number after paying was tried', 'number', state(false, true, false), true, undefined, PAYMENT_FIELD_MESSAGES.number],
    ['an invalid number left behind', 'number', state(false, false, false), false, 'visa', PAYMENT_FIELD_MESSAGES.number],
    ['an invalid number being typed', 'number', state(false, false, true), false, 'visa', null],
    ['an invalid number being typed after paying was tried', 'number', state(false, false, true), true, 'visa', null],
    ['no such month', 'month', state(false, false, false), false, undefined, PAYMENT_FIELD_MESSAGES.month],
    ['a past expiry (the year says so)', 'year', state(false, false, false), false, undefined, PAYMENT_FIELD_MESSAGES.year],
    ['a short code on a Visa', 'cvv', state(false, false, false), false, 'visa', 'Enter the 3-digit security code'],
    ['a short code on an American Express', 'cvv', state(false, false, false), false, 'american_express', 'Enter the 4-digit security code'],
    ['an empty code before the brand is known', 'cvv', state(false, true, false), true, 'unknown', 'Enter the 3-digit security code'],
  ])('%s', (_case, field, fieldState, submitted, brand, expected) => {
    expect(cardFieldMessage(field, fieldState, { submitted, brand })).toBe(expected);
  });
});
