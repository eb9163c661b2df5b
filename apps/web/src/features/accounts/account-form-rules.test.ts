import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '@stat/contracts';
import { changePasswordFormSchema, createAccountFormSchema, forgotPasswordFormSchema, resetPasswordFormSchema } from './account-form-rules.ts';

const L = ACCOUNT_LABELS;
const NOW = new Date(2026, 10, 23);
const valid = {
  email: '  Viewer@Example.TEST ',
  password: 'sunset42river',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  zipcode: '10001',
  birthDate: '2000-01-31',
  newsletterSubscribed: true,
};

/** The first message of each field that fails. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('Create Account rules', () => {
  const schema = createAccountFormSchema(() => NOW);

  it('passes a good form on as the request: e-mail normalised, names trimmed', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, email: 'viewer@example.test', firstName: 'Ada' });
  });

  it('says a field left empty (or blank) is required, before its own rules', () => {
    const result = schema.safeParse({ ...valid, email: '', password: '', firstName: '   ', zipcode: '', birthDate: '' });
    expect(messages(result)).toEqual({
      email: L.createAccount.required(L.createAccount.email),
      password: L.createAccount.required(L.createAccount.password),
      firstName: L.createAccount.required(L.createAccount.firstName),
      zipcode: L.createAccount.required(L.createAccount.zipcode),
      birthDate: L.createAccount.required(L.createAccount.birthDate),
    });
  });

  it("then the contracts' messages: e-mail, zip and a date that is no calendar day", () => {
    const result = schema.safeParse({ ...valid, email: 'viewer@home', zipcode: '1234', birthDate: '2001-02-30' });
    expect(messages(result)).toEqual({
      email: L.createAccount.emailInvalid,
      zipcode: L.createAccount.zipInvalid,
      birthDate: L.createAccount.birthDateInvalid,
    });
  });

  it('names the first password rule broken, the e-mail included', () => {
    expect(messages(schema.safeParse({ ...valid, password: 'short1' })).password).toBe(L.passwordRules.length);
    expect(messages(schema.safeParse({ ...valid, password: 'onlyletters' })).password).toBe(L.passwordRules.mix);
    expect(messages(schema.safeParse({ ...valid, password: 'viewer2026!' })).password).toBe(L.passwordRules.notEmail);
  });

  it('takes 18 years to the day: the 18th birthday is adult, the day before is underage', () => {
    expect(schema.safeParse({ ...valid, birthDate: '2008-11-23' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...valid, birthDate: '2008-11-24' })).birthDate).toBe(L.createAccount.underage);
  });
});

describe('password reset and change rules', () => {
  it('forgot password: the e-mail, required then valid, sent normalised', () => {
    expect(messages(forgotPasswordFormSchema.safeParse({ email: '' })).email).toBe(L.createAccount.required(L.forgotPassword.email));
    expect(forgotPasswordFormSchema.parse({ email: ' A@B.TEST' })).toEqual({ email: 'a@b.test' });
  });

  it('reset: the new password follows the rules; it is never trimmed', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ newPassword: 'abc' })).newPassword).toBe(L.passwordRules.length);
    expect(resetPasswordFormSchema.parse({ newPassword: ' sunset42 ' })).toEqual({ newPassword: ' sunset42 ' });
  });

  it("change: both required, and the new one may not hold the account's e-mail", () => {
    const schema = changePasswordFormSchema('viewer@example.test');
    expect(messages(schema.safeParse({ currentPassword: '', newPassword: '' }))).toEqual({
      currentPassword: L.createAccount.required(L.changePassword.currentPassword),
      newPassword: L.createAccount.required(L.changePassword.newPassword),
    });
    expect(messages(schema.safeParse({ currentPassword: 'old', newPassword: 'myviewer123' })).newPassword).toBe(L.passwordRules.notEmail);
  });
});
