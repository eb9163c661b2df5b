import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import type { RegistrationFieldId } from './provider.ts';
import type { RegistrationField } from './provider-schemas.ts';
import { EMPTY_REGISTRATION_VALUES, formatDobInput, hasPersonalData, isDobShown, isLegalAge, validateRegistration, type RegistrationContext, type RegistrationValues } from './registration.ts';
import { ageGateAfterSubmit, arePersonalFieldsLocked, closesWithoutSaving, requestToValues } from './registration-helpers.ts';
import { buildRegistrationRequest, stripPersonalData } from './registration-schemas.ts';

const USER_NAME_MESSAGE = 'User names have at least 5 characters and no spaces or symbols.';
const AGREE_MESSAGE = 'Please agree to the terms to continue.';

/** The seed's standard sub-account form, in short. */
const FIELDS: RegistrationField[] = [
  { id: 'userName', type: 'text', label: 'User Name', required: true, pii: false, errorMessage: USER_NAME_MESSAGE, maxLength: 30 },
  { id: 'emailAddress', type: 'email', label: 'Email Address', required: false, pii: true, errorMessage: 'Bad email.' },
  { id: 'confirmEmail', type: 'email', label: 'Confirm Email Address', required: false, pii: true, errorMessage: 'Bad confirm.' },
  { id: 'firstName', type: 'text', label: 'First Name', required: false, pii: true, errorMessage: 'First names have 2+.' },
  { id: 'lastName', type: 'text', label: 'Last Name', required: false, pii: true },
  { id: 'zipcode', type: 'text', label: 'Zip Code', required: false, pii: true, errorMessage: 'Bad zip.' },
  { id: 'gender', type: 'dropdown', label: 'Gender', required: false, pii: true },
  { id: 'dob', type: 'text', label: 'Date of Birth', required: false, pii: true },
  { id: 'ihaveread', type: 'checkbox', label: 'I agree', required: true, pii: false, errorMessage: AGREE_MESSAGE },
  { id: 'newsletterSubscribed', type: 'checkbox', label: 'Newsletter', required: false, pii: true },
];

// Local dates, so the 18th-birthday boundary holds in any time zone the tests run in.
const NOW = new Date(2026, 5, 15, 12, 0, 0);
const SUB: RegistrationContext = { accountType: 'sub', legal: false, now: NOW };
const PRIMARY: RegistrationContext = { accountType: 'primary', legal: true, now: NOW };

const valid = (overrides: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...EMPTY_REGISTRATION_VALUES,
  userName: 'viewer1',
  ihaveread: true,
  ...overrides,
});

function errorOf(id: RegistrationFieldId, overrides: Partial<RegistrationValues>, context = SUB, fields = FIELDS) {
  return validateRegistration(valid(overrides), fields, context)[id];
}

const required = (fields: RegistrationField[], id: RegistrationFieldId) =>
  fields.map((field) => (field.id === id ? { ...field, required: true } : field));

describe('validateRegistration', () => {
  it('accepts the smallest valid form', () => {
    expect(validateRegistration(valid(), FIELDS, SUB)).toEqual({});
  });

  it("gives '{label} is required' for an empty required text field, and the checkbox's own message", () => {
    const errors = validateRegistration({ ...EMPTY_REGISTRATION_VALUES }, FIELDS, SUB);
    expect(errors.userName).toBe('User Name is required');
    expect(errors.ihaveread).toBe(AGREE_MESSAGE);
    expect(errorOf('zipcode', { zipcode: '  ' }, SUB, required(FIELDS, 'zipcode'))).toBe('Zip Code is required');
    expect(errorOf('gender', {}, SUB, required(FIELDS, 'gender'))).toBe('Gender is required');
  });

  it('a required checkbox without its own message falls back to the required wording', () => {
    const fields = FIELDS.map((field) => (field.id === 'ihaveread' ? { ...field, errorMessage: undefined } : field));
    expect(errorOf('ihaveread', { ihaveread: false }, SUB, fields)).toBe('I agree is required');
  });

  describe('userName (its errorMessage)', () => {
    it.each([
      ['a space after the first character', 'view er'],
      ['a trailing space inside the name', 'viewer\tx'],
      ['shorter than 5 characters', 'view'],
      ['shorter than 5 once trimmed', ' view '],
    ])('refuses %s', (_case, userName) => {
      expect(errorOf('userName', { userName })).toBe(USER_NAME_MESSAGE);
    });

    it.each([...'~`!#$%^&*+=-[]\\\';,/{}|":<>?'])('refuses the character %s', (character) => {
      expect(errorOf('userName', { userName: `viewer${character}` })).toBe(USER_NAME_MESSAGE);
    });

    it('accepts 5 characters, digits, dots, underscores and @', () => {
      for (const userName of ['abcde', 'view_er.1', 'me@home']) expect(errorOf('userName', { userName })).toBeUndefined();
    });

    it('gives the too-long wording over the provider maxLength', () => {
      expect(errorOf('userName', { userName: 'x'.repeat(31) })).toBe(MESSAGES.registrationTooLong('User Name', 30));
    });
  });

  describe('e-mail and its confirmation', () => {
    it('refuses an address that is not {x}@{y}.{z} or holds spaces', () => {
      for (const emailAddress of ['viewer', 'viewer@home', 'a b@c.d', '@c.d']) {
        expect(errorOf('emailAddress', { emailAddress, confirmEmail: emailAddress })).toBe('Bad email.');
      }
      expect(errorOf('emailAddress', { emailAddress: 'a@b.co', confirmEmail: 'a@b.co' })).toBeUndefined();
    });

    it('the confirmation must be valid and equal the address', () => {
      expect(errorOf('confirmEmail', { emailAddress: 'a@b.co', confirmEmail: 'nope' })).toBe('Bad confirm.');
      expect(errorOf('confirmEmail', { emailAddress: 'a@b.co', confirmEmail: 'c@b.co' })).toBe(MESSAGES.registrationEmailMismatch);
      expect(errorOf('confirmEmail', { emailAddress: 'a@b.co', confirmEmail: ' a@b.co ' })).toBeUndefined();
    });

    it('an optional confirmation left blank does not let a given address through', () => {
      expect(errorOf('confirmEmail', { emailAddress: 'a@b.co' })).toBe(MESSAGES.registrationEmailMismatch);
      expect(errorOf('confirmEmail', {})).toBeUndefined();
    });
  });

  it('first and last names need at least 2 characters if given', () => {
    expect(errorOf('firstName', { firstName: 'A' })).toBe('First names have 2+.');
    expect(errorOf('lastName', { lastName: ' B ' })).toBe(MESSAGES.registrationInvalid('Last Name'));
    expect(errorOf('firstName', { firstName: 'Al' })).toBeUndefined();
    expect(errorOf('lastName', { lastName: '' })).toBeUndefined();
  });

  it('zip is 5 digits, optionally a dash or a space and 4 more', () => {
    for (const zipcode of ['12345', '12345-6789', '12345 6789']) expect(errorOf('zipcode', { zipcode })).toBeUndefined();
    for (const zipcode of ['1234', '123456', '12345-678', '12345_6789', 'abcde', '12345--6789']) {
      expect(errorOf('zipcode', { zipcode })).toBe('Bad zip.');
    }
  });

  it('gender must be one of the options when given', () => {
    expect(errorOf('gender', { gender: 'Female' })).toBeUndefined();
    expect(errorOf('gender', { gender: 'Other' })).toBe(MESSAGES.registrationInvalid('Gender'));
  });

  describe('date of birth', () => {
    const withPii = { firstName: 'Al' };

    it('is required once shown: blank or the bare mask is an error; partial digits too', () => {
      for (const dob of ['', 'mm/dd/yyyy', '01/0d/yyyy']) {
        expect(errorOf('dob', { ...withPii, dob })).toBe('Date of Birth is required');
      }
      expect(errorOf('dob', { ...withPii, dob: '01/02/2000' })).toBeUndefined();
    });

    it('is not checked while hidden', () => {
      expect(errorOf('dob', { dob: '' })).toBeUndefined();
      expect(errorOf('dob', { ...withPii, dob: '' }, { ...SUB, legal: true })).toBeUndefined();
      expect(errorOf('dob', { ...withPii, dob: '' }, { ...SUB, accountType: 'primary' })).toBeUndefined();
    });
  });
});

describe('personal data and the date of birth', () => {
  it("'Not Specified' and 'Gender' count as no personal data; any other pii field does", () => {
    expect(hasPersonalData(valid({ gender: 'Not Specified' }), FIELDS)).toBe(false);
    expect(hasPersonalData(valid({ gender: 'Gender' }), FIELDS)).toBe(false);
    expect(hasPersonalData(valid({ gender: 'Male' }), FIELDS)).toBe(true);
    expect(hasPersonalData(valid({ zipcode: '12345' }), FIELDS)).toBe(true);
    expect(hasPersonalData(valid({ newsletterSubscribed: true }), FIELDS)).toBe(true);
    expect(hasPersonalData(valid({ firstName: '   ' }), FIELDS)).toBe(false);
  });

  it('shows only for sub accounts that entered personal data without proven legal age', () => {
    const pii = valid({ firstName: 'Al' });
    expect(isDobShown(pii, FIELDS, SUB)).toBe(true);
    expect(isDobShown(valid(), FIELDS, SUB)).toBe(false);
    expect(isDobShown(pii, FIELDS, { ...SUB, legal: true })).toBe(false);
    expect(isDobShown(pii, FIELDS, { ...SUB, accountType: 'primary' })).toBe(false);
    expect(isDobShown(pii, FIELDS.filter((field) => field.id !== 'dob'), SUB)).toBe(false);
  });

  it('the mask: slashes after 2 and 4 digits, non-digits stripped, the rest placeholder, 10 characters', () => {
    expect(formatDobInput('')).toBe('');
    expect(formatDobInput('0')).toBe('0m/dd/yyyy');
    expect(formatDobInput('01')).toBe('01/dd/yyyy');
    expect(formatDobInput('012')).toBe('01/2d/yyyy');
    expect(formatDobInput('0102')).toBe('01/02/yyyy');
    expect(formatDobInput('01022')).toBe('01/02/2yyy');
    expect(formatDobInput('01a02-2000')).toBe('01/02/2000');
    expect(formatDobInput('01/02/20001999')).toBe('01/02/2000');
    expect(formatDobInput('01/02/2yyy9')).toBe('01/02/29yy');
    expect(formatDobInput('mm/dd/yyyy')).toBe('');
    // No check of date validity.
    expect(formatDobInput('99999999')).toBe('99/99/9999');
  });

  it('legal age starts on the 18th birthday', () => {
    expect(isLegalAge('06/15/2008', NOW)).toBe(true);
    expect(isLegalAge('06/16/2008', NOW)).toBe(false);
    expect(isLegalAge('06152008', new Date(2026, 5, 15, 0, 0, 0))).toBe(true);
    expect(isLegalAge('06152008', new Date(2026, 5, 14, 23, 59, 59))).toBe(false);
    expect(isLegalAge('01/01/1990', NOW)).toBe(true);
    expect(isLegalAge('01/01/yyyy', NOW)).toBe(false);
  });
});

describe('buildRegistrationRequest', () => {
  it("sends only the provider's fields, trimmed, without gender 'Gender', blanks or the hidden dob", () => {
    const fields = FIELDS.filter((field) => field.id !== 'zipcode');
    const { request, underAge, piiEntered } = buildRegistrationRequest(
      valid({ userName: ' viewer1 ', lastName: ' Lee ', zipcode: '12345', dob: '01/02/2000' }),
      fields,
      PRIMARY,
    );
    expect(request).toEqual({ userName: 'viewer1', lastName: 'Lee', ihaveread: true, newsletterSubscribed: false });
    expect(underAge).toBe(false);
    expect(piiEntered).toBe(true);
  });

  it("keeps a real gender and drops 'Gender'", () => {
    expect(buildRegistrationRequest(valid({ gender: 'Female' }), FIELDS, PRIMARY).request.gender).toBe('Female');
    expect(buildRegistrationRequest(valid({ gender: 'Gender' }), FIELDS, PRIMARY).request).not.toHaveProperty('gender');
  });

  it('sends the dob without slashes when shown and of legal age', () => {
    const result = buildRegistrationRequest(valid({ firstName: 'Al', dob: '01/02/2000' }), FIELDS, SUB);
    expect(result.request).toMatchObject({ firstName: 'Al', dob: '01022000' });
    expect(result.underAge).toBe(false);
  });

  it('drops the dob when legal age is already known', () => {
    const result = buildRegistrationRequest(valid({ firstName: 'Al', dob: '01/02/2015' }), FIELDS, { ...SUB, legal: true });
    expect(result.request).not.toHaveProperty('dob');
    expect(result.request.firstName).toBe('Al');
    expect(result.underAge).toBe(false);
  });

  it('strips the personal fields and the newsletter when the dob shows under age', () => {
    const result = buildRegistrationRequest(
      valid({
        emailAddress: 'kid@home.test',
        confirmEmail: 'kid@home.test',
        firstName: 'Al',
        lastName: 'Lee',
        zipcode: '12345',
        gender: 'Male',
        newsletterSubscribed: true,
        dob: '06/16/2008',
      }),
      FIELDS,
      SUB,
    );
    expect(result).toEqual({
      request: { userName: 'viewer1', dob: '06162008', ihaveread: true, newsletterSubscribed: false },
      underAge: true,
      piiEntered: true,
    });
  });

  it('stripPersonalData keeps the user name, the dob and the agreement', () => {
    expect(
      stripPersonalData({ userName: 'viewer1', emailAddress: 'a@b.co', gender: 'Male', dob: '01022015', ihaveread: true, newsletterSubscribed: true }),
    ).toEqual({ userName: 'viewer1', dob: '01022015', ihaveread: true, newsletterSubscribed: false });
  });

  it('a request reads back into the same form values, so the server runs the same rules', () => {
    const values = valid({ firstName: 'Al', gender: 'Male', dob: '01/02/2000' });
    const { request } = buildRegistrationRequest(values, FIELDS, SUB);
    const back = requestToValues(request);
    expect(validateRegistration(back, FIELDS, SUB)).toEqual({});
    expect(back).toMatchObject({ userName: 'viewer1', firstName: 'Al', gender: 'Male', dob: '01022000', ihaveread: true });
  });
});

describe('age gating', () => {
  const minor = { isPiiEntered: true, isLegal: false };

  it('locks the personal fields of an under-age sub account with the personal-data cookie', () => {
    expect(arePersonalFieldsLocked('sub', minor)).toBe(true);
    expect(arePersonalFieldsLocked('primary', minor)).toBe(false);
    expect(arePersonalFieldsLocked('sub', null)).toBe(false);
    expect(arePersonalFieldsLocked('sub', { isPiiEntered: false, isLegal: false })).toBe(false);
    expect(arePersonalFieldsLocked('sub', { isPiiEntered: true, isLegal: true })).toBe(false);
  });

  it('closes without saving when the cookie says under age and personal data was entered', () => {
    expect(closesWithoutSaving(minor)).toBe(true);
    expect(closesWithoutSaving(null)).toBe(false);
    expect(closesWithoutSaving({ isPiiEntered: false, isLegal: false })).toBe(false);
    expect(closesWithoutSaving({ isPiiEntered: true, isLegal: true })).toBe(false);
  });

  it('the record a submit leaves: pii entered, legal by the user, the account or the dob', () => {
    const under = buildRegistrationRequest(valid({ firstName: 'Al', dob: '06/16/2008' }), FIELDS, SUB);
    expect(ageGateAfterSubmit(under, SUB)).toEqual({ isPiiEntered: true, isLegal: false });
    const adult = buildRegistrationRequest(valid({ firstName: 'Al', dob: '06/15/2008' }), FIELDS, SUB);
    expect(ageGateAfterSubmit(adult, SUB)).toEqual({ isPiiEntered: true, isLegal: true });
    const noPii = buildRegistrationRequest(valid(), FIELDS, SUB);
    expect(ageGateAfterSubmit(noPii, SUB)).toEqual({ isPiiEntered: false, isLegal: false });
    const primary = buildRegistrationRequest(valid({ firstName: 'Al' }), FIELDS, { ...PRIMARY, legal: false });
    expect(ageGateAfterSubmit(primary, { ...PRIMARY, legal: false })).toEqual({ isPiiEntered: true, isLegal: true });
  });
});
