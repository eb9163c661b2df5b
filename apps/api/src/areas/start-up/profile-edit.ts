import { profileFields, type RegistrationField, type UpdateProfileRequest, type User } from '@stat/contracts';
import { registration, type RegistrationOutcome } from './registration.ts';
import type { ProfilePatch } from './users-repository.ts';

const PATCH_KEYS = ['userName', 'firstName', 'lastName', 'zipcode', 'gender', 'newsletterSubscribed'] as const;

/**
 * PUT user's rules (issue 26 section 1) as a pure function: Complete Your Profile's rules
 * (`registration`) over the fields the profile edits, so the messages and the sub account's age
 * rules are the same; the patch sets only the columns of the provider's own fields (and legal,
 * which a date of birth may prove), never `registered` or the e-mail.
 */
export function profileEdit(
  request: UpdateProfileRequest,
  fields: readonly RegistrationField[],
  user: Pick<User, 'accountType' | 'legal'>,
  now: Date,
): RegistrationOutcome {
  const own = profileFields(fields);
  const outcome = registration(request, own, user, now);
  if (!outcome.ok) return outcome;
  const ids = new Set<string>(own.map((field) => field.id));
  const patch: ProfilePatch = { legal: outcome.patch.legal };
  for (const key of PATCH_KEYS) if (ids.has(key)) Object.assign(patch, { [key]: outcome.patch[key] });
  return { ok: true, patch };
}
