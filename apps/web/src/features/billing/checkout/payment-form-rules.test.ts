import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stat/contracts';
import { paymentFormSchema } from './payment-form-rules.ts';

function problems(form: Parameters<typeof paymentFormSchema.safeParse>[0]) {
  const result = paymentFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the payment form (streaming spec section 5)', () => {
  it('by card: first and last name required, in the spec words (the last name takes the first name wording)', () => {
    expect(problems({ method: 'Card', firstName: ' ', lastName: '', postalCode: '' })).toEqual({
      firstName: MESSAGES.billingFirstNameRequired,
      lastName: MESSAGES.billingLastNameRequired,
    });
    expect(problems({ method: 'Card', firstName: 'Ada', lastName: 'Lovelace', postalCode: '' })).toEqual({});
  });

  it('by PayPal: a postal code that is not blank, names not needed', () => {
    expect(problems({ method: 'PayPal', firstName: '', lastName: '', postalCode: '   ' })).toEqual({ postalCode: MESSAGES.billingZipRequired });
    expect(problems({ method: 'PayPal', firstName: '', lastName: '', postalCode: '10001' })).toEqual({});
  });

  it('refuses a postal code longer than a gateway takes', () => {
    expect(problems({ method: 'PayPal', firstName: '', lastName: '', postalCode: '12345678901' })).toEqual({ postalCode: MESSAGES.billingZipRequired });
  });
});
