import { describe, expect, it } from 'vitest';
import { billingDetailsProblems, editBillingProblems, firstBillingProblem, type BillingProblems } from './edit-billing.ts';
import { MESSAGES } from './messages.ts';

const failed = MESSAGES.billingValidationFailed;
const card = { paymentMethod: 'Card', firstName: 'Ada', lastName: 'Lovelace', zipcode: '', recurlyToken: 'tok' };
const payPal = { paymentMethod: 'PayPal', zipcode: '10001', recurlyToken: 'tok' };

describe('edit billing (streaming spec section 5): the same rules in the form and the API', () => {
  const cases: [string, Parameters<typeof editBillingProblems>[0], BillingProblems][] = [
    ['a card with names and a token', card, {}],
    ['a card without a token: the form error', { ...card, recurlyToken: undefined }, { form: failed }],
    ['a card with a blank token', { ...card, recurlyToken: '  ' }, { form: failed }],
    ['a card without a first name', { ...card, firstName: ' ' }, { firstName: MESSAGES.billingFirstNameRequired }],
    ['a card without a last name: the first name’s wording, as the spec gives it', { ...card, lastName: '' }, { lastName: 'Your first name is required.' }],
    ['a card without either name or token', { paymentMethod: 'Card' }, { form: failed, firstName: MESSAGES.billingFirstNameRequired, lastName: MESSAGES.billingLastNameRequired }],
    ['PayPal with a zip code and a token; names not needed', payPal, {}],
    ['PayPal without a zip code', { ...payPal, zipcode: undefined }, { zipcode: MESSAGES.billingZipRequired }],
    ['PayPal with a blank zip code', { ...payPal, zipcode: '   ' }, { zipcode: MESSAGES.billingZipRequired }],
    ['PayPal without a token', { ...payPal, recurlyToken: '' }, { form: failed }],
    ['a zip code longer than a gateway takes', { ...card, zipcode: '12345678901' }, { zipcode: MESSAGES.billingZipRequired }],
    ['another payment method: the form error', { ...card, paymentMethod: 'Cash' }, { form: failed }],
    ['a method in another case is another method', { ...card, paymentMethod: 'card' }, { form: failed }],
  ];
  it.each(cases)('%s', (_, request, expected) => {
    expect(editBillingProblems(request)).toEqual(expected);
  });

  it('before the token exists, only the fields are checked', () => {
    expect(billingDetailsProblems({ paymentMethod: 'Card', firstName: 'Ada', lastName: 'Lovelace' })).toEqual({});
    expect(billingDetailsProblems({ paymentMethod: 'PayPal', zipcode: '' })).toEqual({ zipcode: MESSAGES.billingZipRequired });
  });

  it('an answer names one problem: the form’s first, then the fields in order', () => {
    expect(firstBillingProblem({ lastName: 'b', form: 'a' })).toBe('a');
    expect(firstBillingProblem({ zipcode: 'c', lastName: 'b' })).toBe('b');
    expect(firstBillingProblem({})).toBeNull();
  });
});
