import { MESSAGES } from './messages.ts';
import type { RegistrationFieldId } from './provider.ts';
import type { RegistrationField } from './provider-schemas.ts';
import { GENDER_PLACEHOLDER, GENDERS } from './user.ts';
import { type User } from './user-schemas.ts';

/**
 * Complete Your Profile (shell spec sections 4 and 5): the values, every validation rule and
 * the under-18 rules, as pure functions the form and POST user both use.
 */

export const USER_NAME_MIN_LENGTH = 5;

export const NAME_MIN_LENGTH = 2;

export const LEGAL_AGE_YEARS = 18;

/** The date-of-birth mask; a value equal to it is as good as blank. */
export const DOB_PLACEHOLDER = 'mm/dd/yyyy';

/** userName may not contain any of these (shell spec section 5). */
const USER_NAME_FORBIDDEN = /[~`!#$%^&*+=\-[\]\\';,/{}|":<>?]/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ZIP = /^\d{5}(?:[- ]\d{4})?$/;

/** What the form holds. dob may be masked ('01/02/2000') or bare digits ('01022000'). */
export interface RegistrationValues {
  userName: string;
  emailAddress: string;
  confirmEmail: string;
  firstName: string;
  lastName: string;
  zipcode: string;
  dob: string;
  gender: string;
  ihaveread: boolean;
  newsletterSubscribed: boolean;
}

export const EMPTY_REGISTRATION_VALUES: RegistrationValues = {
  userName: '',
  emailAddress: '',
  confirmEmail: '',
  firstName: '',
  lastName: '',
  zipcode: '',
  dob: '',
  gender: GENDER_PLACEHOLDER,
  ihaveread: false,
  newsletterSubscribed: false,
};

export const ageGateCookieName = (tveUserId: string) => `user-age-gating-${tveUserId}`;

/** The spec's lifetime "1" without a unit; we read it as one day (docs/decisions.md). */
export const AGE_GATE_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** Who is registering: the account type, whether legal age is proven, and the clock. */
export interface RegistrationContext {
  accountType: User['accountType'];
  /** Legal age proven: the user's `legal`, or the age-gating cookie's isLegal. */
  legal: boolean;
  now: Date;
}

export const isUserNameValid = (value: string) =>
  value.length >= USER_NAME_MIN_LENGTH && !/\s/.test(value.slice(1)) && !USER_NAME_FORBIDDEN.test(value);

export const isEmailValid = (value: string) => EMAIL.test(value);

export const isZipValid = (value: string) => ZIP.test(value);

/** The digits of a date of birth, masked or not ('mm/dd/yyyy' gives ''). */
export const dobDigits = (value: string) => value.replace(/\D/g, '');

/**
 * The date-of-birth mask: digits only, a slash after the month and the day, the rest padded
 * with the placeholder, at most 10 characters. No check of date validity (spec section 5).
 */
export function formatDobInput(raw: string): string {
  const digits = dobDigits(raw).slice(0, 8);
  if (digits.length === 0) return '';
  let index = 0;
  return DOB_PLACEHOLDER.replace(/[mdy]/g, (placeholder) => digits[index++] ?? placeholder);
}

/**
 * At least 18 years since the date (mmddyyyy digits) at `now`; an incomplete date is not. Legal
 * from the start of the 18th birthday on the local calendar: the registrant's own date, not
 * UTC's, which is a day ahead in the evening west of Greenwich.
 */
export function isLegalAge(dob: string, now: Date): boolean {
  const digits = dobDigits(dob);
  if (digits.length !== 8) return false;
  const month = Number(digits.slice(0, 2));
  const day = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4, 8));
  const birthday = new Date(now.getTime());
  birthday.setFullYear(year + LEGAL_AGE_YEARS, month - 1, day);
  birthday.setHours(0, 0, 0, 0);
  return birthday.getTime() <= now.getTime();
}

/** Gender 'Not Specified' or the 'Gender' placeholder counts as no personal data. */
const NO_GENDER = new Set<string>(['', GENDER_PLACEHOLDER, 'Not Specified']);

/** Whether any personal (pii) field of the form holds something. */
export function hasPersonalData(values: RegistrationValues, fields: readonly RegistrationField[]): boolean {
  return fields.some((field) => {
    if (!field.pii) return false;
    const value = values[field.id];
    if (field.id === 'gender') return !NO_GENDER.has(String(value));
    return typeof value === 'string' ? value.trim() !== '' : value;
  });
}

/** Date of birth shows only for sub accounts that entered personal data without proven legal age. */
export function isDobShown(values: RegistrationValues, fields: readonly RegistrationField[], context: RegistrationContext): boolean {
  return (
    context.accountType === 'sub' &&
    !context.legal &&
    fields.some((field) => field.id === 'dob') &&
    hasPersonalData(values, fields)
  );
}

export type RegistrationErrors = Partial<Record<RegistrationFieldId, string>>;

function fieldError(field: RegistrationField, values: RegistrationValues, dobShown: boolean): string | undefined {
  const value = values[field.id];
  const ownMessage = field.errorMessage ?? MESSAGES.registrationInvalid(field.label);
  if (field.type === 'checkbox') return field.required && value !== true ? (field.errorMessage ?? MESSAGES.requiredField(field.label)) : undefined;
  if (field.id === 'dob') {
    if (!dobShown) return undefined;
    return dobDigits(String(value)).length === 8 ? undefined : MESSAGES.requiredField(field.label);
  }
  const text = String(value).trim();
  const blank = text === '' || (field.id === 'gender' && text === GENDER_PLACEHOLDER);
  // An optional confirmation left blank still has to match an e-mail address that was given.
  if (blank && field.id === 'confirmEmail' && !field.required && values.emailAddress.trim() !== '') {
    return MESSAGES.registrationEmailMismatch;
  }
  if (blank) return field.required ? MESSAGES.requiredField(field.label) : undefined;
  if (field.maxLength !== undefined && text.length > field.maxLength) return MESSAGES.registrationTooLong(field.label, field.maxLength);
  switch (field.id) {
    case 'userName':
      // The trimmed name is what is sent, so it is what the rules judge.
      return isUserNameValid(text) ? undefined : ownMessage;
    case 'emailAddress':
      return isEmailValid(text) ? undefined : ownMessage;
    case 'confirmEmail':
      if (!isEmailValid(text)) return ownMessage;
      return text === values.emailAddress.trim() ? undefined : MESSAGES.registrationEmailMismatch;
    case 'firstName':
    case 'lastName':
      return text.length >= NAME_MIN_LENGTH ? undefined : ownMessage;
    case 'zipcode':
      return isZipValid(text) ? undefined : ownMessage;
    case 'gender':
      return (GENDERS as readonly string[]).includes(text) ? undefined : ownMessage;
    default:
      return undefined;
  }
}

/** Every field's error under the rules of shell spec section 5; an empty object when valid. */
export function validateRegistration(
  values: RegistrationValues,
  fields: readonly RegistrationField[],
  context: RegistrationContext,
): RegistrationErrors {
  const dobShown = isDobShown(values, fields, context);
  const errors: RegistrationErrors = {};
  for (const field of fields) {
    const error = fieldError(field, values, dobShown);
    if (error) errors[field.id] = error;
  }
  return errors;
}

export const PERSONAL_KEYS = ['emailAddress', 'confirmEmail', 'firstName', 'lastName', 'zipcode', 'gender'] as const;
