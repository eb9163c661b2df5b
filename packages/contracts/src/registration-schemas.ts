import { z } from 'zod';
import type { RegistrationField } from './provider-schemas.ts';
import { GENDER_PLACEHOLDER, GENDERS } from './user.ts';
import { type RegistrationValues, type RegistrationContext, dobDigits, isLegalAge, hasPersonalData, isDobShown, PERSONAL_KEYS } from './registration.ts';

/**
 * The schemas of registration.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** The age-gating record kept in the `user-age-gating-{tveUserId}` cookie. */
export const ageGateSchema = z.object({ isPiiEntered: z.boolean(), isLegal: z.boolean() });

export type AgeGate = z.infer<typeof ageGateSchema>;

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

/** The request with every personal field removed and no newsletter: what a minor's registration keeps. */
export function stripPersonalData(request: RegisterUserRequest): RegisterUserRequest {
  const stripped: RegisterUserRequest = { ...request, newsletterSubscribed: false };
  for (const key of PERSONAL_KEYS) delete stripped[key];
  return stripped;
}

/** What a submit sends, and whether the date of birth showed the registrant under age. */
export interface RegistrationSubmission {
  request: RegisterUserRequest;
  underAge: boolean;
  piiEntered: boolean;
}
