import type { z } from 'zod';
import { ACCOUNT_LABELS } from './account-labels.ts';
import type { RegistrationFieldId } from './provider.ts';
import type { RegistrationField } from './provider-schemas.ts';
import { registerUserRequestSchema } from './registration-schemas.ts';
import { REGISTRATION_LABELS } from './registration-labels.ts';

/**
 * The profile fields PUT user may change (issue 26 section 1): names, zip, gender, the newsletter
 * choice and the user name, with the date of birth a sub account without proven legal age gives
 * with personal data (the age rules of Complete Your Profile). The e-mail is not among them: on
 * ott it changes through a confirmed link; on stat the provider owns it.
 */
export const PROFILE_FIELD_IDS = ['userName', 'firstName', 'lastName', 'zipcode', 'gender', 'dob', 'newsletterSubscribed'] as const;

export type ProfileFieldId = (typeof PROFILE_FIELD_IDS)[number];

const editable = new Set<RegistrationFieldId>(PROFILE_FIELD_IDS);

/** A provider's registration fields cut down to those the profile edits, in the provider's order. */
export function profileFields(fields: readonly RegistrationField[]): RegistrationField[] {
  return fields.filter((field) => editable.has(field.id));
}

const direct = ACCOUNT_LABELS.createAccount;

/**
 * The profile of a direct (ott) account, which has no provider form: the fields Create Account
 * asked for, required as it required them, judged by the same rules as Complete Your Profile.
 */
export const DIRECT_PROFILE_FIELDS: readonly RegistrationField[] = [
  { id: 'firstName', type: 'text', label: direct.firstName, required: true, pii: true, maxLength: 50 },
  { id: 'lastName', type: 'text', label: direct.lastName, required: true, pii: true, maxLength: 50 },
  { id: 'zipcode', type: 'text', label: direct.zipcode, required: true, pii: true, errorMessage: direct.zipInvalid, maxLength: 10 },
  // The select's label is its placeholder's word, as on the providers' forms.
  { id: 'gender', type: 'dropdown', label: REGISTRATION_LABELS.genderPlaceholder, required: false, pii: true },
  { id: 'newsletterSubscribed', type: 'checkbox', label: direct.newsletter, required: false, pii: true },
];

/**
 * PUT user: the whole editable profile, as the form sends it (Complete Your Profile's shapes). A
 * field the provider allows and the request leaves out is cleared, as a blank form field is.
 */
export const updateProfileRequestSchema = registerUserRequestSchema
  .pick({ userName: true, firstName: true, lastName: true, zipcode: true, gender: true, dob: true, newsletterSubscribed: true })
  .strict();

export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** How long the e-mail change's link works (docs/decisions.md). */
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
