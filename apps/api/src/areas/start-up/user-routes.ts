import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  ERROR_CODES,
  isLegalAge,
  MESSAGES,
  registerUserRequestSchema,
  requestToValues,
  stripPersonalData,
  userSchema,
  validateRegistration,
  type RegisterUserRequest,
  type RegistrationField,
  type User,
} from '@stat/contracts';
import { sendApiError } from '../plugins/api-error.ts';
import { isUniqueViolation, type ProfilePatch } from '../repositories/users-repository.ts';
import type { Providers } from '../seed/load-providers.ts';
import { commonErrorResponses, stateChangingErrorResponses } from './error-responses.ts';

/** The 401 every personal call can answer, for the OpenAPI document. */
export const signedOutResponse = { 401: apiErrorResponseSchema.describe('Signed out: error.session.loggedOut') };

/**
 * The start of every personal answer: marks it `no-store` (never kept by a shared cache, never
 * reused by the browser) and gives the session's user, or sends 401 error.session.loggedOut
 * and gives null. The user always comes from the session, never from the request.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  reply.header('cache-control', 'no-store');
  const user = await request.getUser();
  if (!user) sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
  return user;
}

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

/**
 * GET /api/user and GET /api/user/loginresult: the signed-in user, or 401. POST /api/user:
 * Complete Your Profile.
 */
const userRoutes: FastifyPluginAsyncZod<{ providers: Providers }> = async (app, opts) => {
  const signedInUser = { 200: userSchema, ...signedOutResponse, ...commonErrorResponses };
  const currentUser = async (request: FastifyRequest, reply: FastifyReply) => (await requireUser(request, reply)) ?? reply;

  app.get('/api/user', { schema: { tags: ['start-up'], summary: 'The signed-in user', response: signedInUser } }, currentUser);
  app.get(
    '/api/user/loginresult',
    { schema: { tags: ['sign-in'], summary: 'The user after a TV provider sign-in (the /handleLogin page)', response: signedInUser } },
    currentUser,
  );

  app.post(
    '/api/user',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Complete Your Profile: register the personal info of a signed-in user',
        body: registerUserRequestSchema,
        response: {
          200: userSchema,
          ...stateChangingErrorResponses,
          400: apiErrorResponseSchema.describe('Malformed request, or a field breaks its rule: error.userprofile.invalid'),
          ...signedOutResponse,
          409: apiErrorResponseSchema.describe(
            'Already registered (error.userprofile.registered), user name taken (error.userprofile.usernametaken) or no known provider (error.mso.notfound)',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      if (user.registered) {
        return sendApiError(reply, 409, { code: ERROR_CODES.userAlreadyRegistered, body: API_MESSAGES.userAlreadyRegistered });
      }
      const provider = user.msoId === null ? undefined : opts.providers.get(user.msoId);
      if (!provider) {
        return sendApiError(reply, 409, { code: ERROR_CODES.providerNotFound, body: API_MESSAGES.providerNotFound });
      }
      const outcome = registration(request.body, provider.data.registration[user.accountType], user, new Date());
      if (!outcome.ok) return sendApiError(reply, 400, { code: ERROR_CODES.userProfileInvalid, body: outcome.message });
      try {
        const updated = await app.usersRepository.updateProfile(user.tveUserId, outcome.patch);
        return updated ?? sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
      } catch (error) {
        // The case-insensitive unique index on user names decides who was first.
        if (!isUniqueViolation(error)) throw error;
        return sendApiError(reply, 409, { code: ERROR_CODES.userNameTaken, body: MESSAGES.userNameTaken });
      }
    },
  );
};
export default userRoutes;
