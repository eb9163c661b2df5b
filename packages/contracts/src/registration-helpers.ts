import { GENDER_PLACEHOLDER } from './user.ts';
import { type User } from './user-schemas.ts';
import { type RegistrationValues, EMPTY_REGISTRATION_VALUES, type RegistrationContext } from './registration.ts';
import type { AgeGate, RegisterUserRequest, RegistrationSubmission } from './registration-schemas.ts';

/** What works on registration's parsed types (it follows the schemas, so the arrows run one way). */

/** Under-age sub accounts with the personal-data cookie have their personal fields locked. */
export function arePersonalFieldsLocked(accountType: User['accountType'], ageGate: AgeGate | null): boolean {
  return accountType === 'sub' && ageGate !== null && !ageGate.isLegal && ageGate.isPiiEntered;
}

/** The cookie says under age and personal data was entered: the form closes without saving. */
export function closesWithoutSaving(ageGate: AgeGate | null): boolean {
  return ageGate !== null && !ageGate.isLegal && ageGate.isPiiEntered;
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
