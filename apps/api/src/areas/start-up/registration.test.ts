import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@stat/contracts';
import { registration } from './registration.ts';

describe('registration (the rules as a function)', () => {
  const field = (id: RegistrationField['id'], pii: boolean, type: RegistrationField['type'] = 'text'): RegistrationField => ({
    id,
    type,
    label: id,
    required: false,
    pii,
  });
  const fields = [field('userName', false), field('emailAddress', true, 'email'), field('dob', true)];
  const now = new Date('2026-06-15T12:00:00Z');

  it('drops the date of birth unread once legal age is known', () => {
    const outcome = registration({ userName: 'someone', emailAddress: 'a@b.example', dob: '01012020' }, fields, { accountType: 'sub', legal: true }, now);
    expect(outcome).toMatchObject({ ok: true, patch: { legal: true, emailAddress: 'a@b.example' } });
  });

  it('counts the 18th birthday as legal age, the day before as under age', () => {
    const on = registration({ userName: 'someone', emailAddress: 'a@b.example', dob: '06152008' }, fields, { accountType: 'sub', legal: false }, now);
    const before = registration({ userName: 'someone', emailAddress: 'a@b.example', dob: '06162008' }, fields, { accountType: 'sub', legal: false }, now);
    expect(on).toMatchObject({ ok: true, patch: { legal: true, emailAddress: 'a@b.example' } });
    expect(before).toMatchObject({ ok: true, patch: { legal: false, emailAddress: null } });
  });
});
