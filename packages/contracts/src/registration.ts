import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import type { RegistrationField, RegistrationFieldId } from './provider.ts';
import { GENDER_PLACEHOLDER, GENDERS, type User } from './user.ts';

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

/** The age-gating record kept in the `user-age-gating-{tveUserId}` cookie. */
export const ageGateSchema = z.object({ isPiiEntered: z.boolean(), isLegal: z.boolean() });
export type AgeGate = z.infer<typeof ageGateSchema>;

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

/** Under-age sub accounts with the personal-data cookie have their personal fields locked. */
export function arePersonalFieldsLocked(accountType: User['accountType'], ageGate: AgeGate | null): boolean {
  return accountType === 'sub' && ageGate !== null && !ageGate.isLegal && ageGate.isPiiEntered;
}

/** The cookie says under age and personal data was entered: the form closes without saving. */
export function closesWithoutSaving(ageGate: AgeGate | null): boolean {
  return ageGate !== null && !ageGate.isLegal && ageGate.isPiiEntered;
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

/** POST user: the registration form's fields, as sent. dob is mmddyyyy (slashes removed). */
export const registerUserRequestSchema = z
  .object({
    userName: z.string().max(100).optional(),
    emailAddress: z.string().max(254).optional(),
    confirmEmail: z.string().max(254).optional(),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    zipcode: z.string().max(10).optional(),
    dob: z.string().regex(/^\d{8}$/, 'dob must be mmddyyyy').optional(),
    gender: z.enum(GENDERS).optional(),
    ihaveread: z.boolean().optional(),
    newsletterSubscribed: z.boolean().optional(),
  })
  .strict();
export type RegisterUserRequest = z.infer<typeof registerUserRequestSchema>;

const PERSONAL_KEYS = ['emailAddress', 'confirmEmail', 'firstName', 'lastName', 'zipcode', 'gender'] as const;

/** The request with every personal field removed and no newsletter: what a minor's registration keeps. */
export function stripPersonalData(request: RegisterUserRequest): RegisterUserRequest {
  const stripped: RegisterUserRequest = { ...request, newsletterSubscribed: false };
  for (const key of PERSONAL_KEYS) delete stripped[key];
  return stripped;
}

/** The form's values as a request back into form values, so the server runs the same rules. */
export function requestToValues(request: RegisterUserRequest): RegistrationValues {
  return {
    ...EMPTY_REGISTRATION_VALUES,
    ...request,
    dob: request.dob ?? '',
    gender: request.gender ?? GENDER_PLACEHOLDER,
    ihaveread: request.ihaveread ?? false,
    newsletterSubscribed: request.newsletterSubscribed ?? false,
  };
}

/** What a submit sends, and whether the date of birth showed the registrant under age. */
export interface RegistrationSubmission {
  request: RegisterUserRequest;
  underAge: boolean;
  piiEntered: boolean;
}

/**
 * The request a valid form sends (spec section 5): only the provider's fields; gender 'Gender'
 * dropped; dob without slashes, dropped when legal age is already known; personal fields
 * stripped when the date of birth shows under age.
 */
export function buildRegistrationRequest(
  values: RegistrationValues,
  fields: readonly RegistrationField[],
  context: RegistrationContext,
): RegistrationSubmission {
  const dobShown = isDobShown(values, fields, context);
  const piiEntered = hasPersonalData(values, fields);
  const request: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.id === 'dob') {
      if (dobShown) request.dob = dobDigits(String(value));
      continue;
    }
    if (field.id === 'gender' && (value === GENDER_PLACEHOLDER || value === '')) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    request[field.id] = typeof value === 'string' ? value.trim() : value;
  }
  const parsed = registerUserRequestSchema.parse(request);
  const underAge = dobShown && !isLegalAge(values.dob, context.now);
  return { request: underAge ? stripPersonalData(parsed) : parsed, underAge, piiEntered };
}

/**
 * The age-gating record a successful submit leaves: personal data entered (before any strip),
 * and legal age proven by the user, by the account (a primary account is the account holder, as
 * the server rules) or by a date of birth that showed it.
 */
export function ageGateAfterSubmit(submission: RegistrationSubmission, context: RegistrationContext): AgeGate {
  const dobProvesLegal = submission.request.dob !== undefined && !submission.underAge;
  return {
    isPiiEntered: submission.piiEntered,
    isLegal: context.legal || context.accountType === 'primary' || dobProvesLegal,
  };
}
