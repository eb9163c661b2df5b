import {
  isLegalAge,
  registerUserRequestSchema,
  requestToValues,
  stripPersonalData,
  validateRegistration,
  type RegisterUserRequest,
  type RegistrationField,
  type User,
} from '@stat/contracts';
import type { ProfilePatch } from './users-repository.ts';

export type RegistrationOutcome = { ok: true; patch: ProfilePatch } | { ok: false; message: string };

/**
 * POST user's rules (shell spec section 5) as a pure function: only the provider's own fields
 * count, strings trimmed as the form trims them; the contracts' validation decides; a date of
 * birth showing a not-yet-legal sub under age strips the personal fields; a primary account is
 * the account holder, so of legal age. The date of birth itself is never part of the patch.
 */
export function registration(
  request: RegisterUserRequest,
  fields: readonly RegistrationField[],
  user: Pick<User, 'accountType' | 'legal'>,
  now: Date,
): RegistrationOutcome {
  const ids = new Set<string>(fields.map((field) => field.id));
  const own = registerUserRequestSchema.parse(
    Object.fromEntries(
      Object.entries(request)
        .filter(([key, value]) => ids.has(key) && value !== undefined)
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ),
  );
  const errors = validateRegistration(requestToValues(own), fields, { accountType: user.accountType, legal: user.legal, now });
  const [firstError] = Object.values(errors);
  if (firstError) return { ok: false, message: firstError };

  // Legal age already known (or the account holder): the date of birth is dropped unread.
  const dobCounts = user.accountType === 'sub' && !user.legal && own.dob !== undefined;
  const underAge = dobCounts && !isLegalAge(own.dob ?? '', now);
  const kept = underAge ? stripPersonalData(own) : own;
  return {
    ok: true,
    patch: {
      registered: true,
      legal: user.accountType === 'primary' || user.legal || (dobCounts && !underAge),
      userName: kept.userName ?? null,
      emailAddress: kept.emailAddress ?? null,
      firstName: kept.firstName ?? null,
      lastName: kept.lastName ?? null,
      zipcode: kept.zipcode ?? null,
      gender: kept.gender ?? null,
      newsletterSubscribed: kept.newsletterSubscribed ?? false,
    },
  };
}
