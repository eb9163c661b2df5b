import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountProfileSchema,
  API_MESSAGES,
  apiErrorResponseSchema,
  createAccountRequestSchema,
  emailSchema,
  ERROR_CODES,
  isAdultBirthDate,
  passwordProblems,
  userExistsAnswerSchema,
  userSchema,
} from '@stat/contracts';
import { hashPassword } from '../sign-in/idp/password-hash.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createSignInFailuresRepository, type KeyedLimit } from '../sign-in/sign-in-failures-repository.ts';
import { accountErrorResponses, accountErrors, requireAccount } from './account-answers.ts';
import { signedOutResponse } from '../../lib/error-responses.ts';

/**
 * Answers that tell whether an e-mail has an account, per client address: the spec's check
 * before creation reveals it by design, so it is slowed down (docs/decisions.md, "Direct
 * accounts (API)"). Room for a household's worth of sign-ups behind one NAT.
 */
export const EXISTENCE_ANSWERS_PER_ADDRESS = { max: 30, windowMs: 15 * 60_000 };

/**
 * Create Account attempts that reach the password hash (scrypt, the costly part), per client
 * address (docs/decisions.md, "Request limits"): a household makes a few accounts, with a
 * retry or two, in an hour; a script made 40 in under 3 seconds.
 */
export const ACCOUNT_CREATIONS_PER_ADDRESS = { max: 10, windowMs: 60 * 60_000 };

export interface AccountsRoutesOptions {
  /** The age rule's and the counters' clock; tests move it. */
  now?: () => Date;
  /** Accounts one address may make in an hour (ACCOUNT_CREATIONS_PER_HOUR); ACCOUNT_CREATIONS_PER_ADDRESS.max by default. */
  creationsPerHour?: number;
}

/**
 * Direct (ott) accounts (streaming spec sections 5 and 7): `user/exist/{email}`, the check before
 * creation; `ott/user`, Create Account, which signs the new account in; `cbs/okta/user/profile`,
 * the account as its provider holds it. Browser only.
 */
const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const creations = { ...ACCOUNT_CREATIONS_PER_ADDRESS, max: opts.creationsPerHour ?? ACCOUNT_CREATIONS_PER_ADDRESS.max };
  const counters = createSignInFailuresRepository(app.database.db, now);
  const existenceAnswers = (ip: string): KeyedLimit[] => [{ key: `account-exists-address:${ip}`, limit: EXISTENCE_ANSWERS_PER_ADDRESS }];
  const tooManyExistenceAnswers = {
    429: apiErrorResponseSchema.describe(
      `More than ${EXISTENCE_ANSWERS_PER_ADDRESS.max} existence answers from this address in 15 minutes (error.user.tooManyAttempts), or the rate limit`,
    ),
  };

  app.get(
    '/api/user/exist/:email',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: 'Whether an account has this e-mail (checked before Create Account)',
        params: z.object({ email: emailSchema }),
        response: { 200: userExistsAnswerSchema, ...accountErrorResponses, ...tooManyExistenceAnswers },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const counted = existenceAnswers(request.ip);
      if (await counters.isAnyBlocked(counted)) return accountErrors.tooManyAttempts(reply);
      await counters.recordEach(counted);
      return { exists: (await app.accountsRepository.findByEmail(request.params.email)) !== null };
    },
  );

  app.post(
    '/api/ott/user',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: 'Create Account: a direct account, signed in at once (a new session)',
        body: createAccountRequestSchema,
        response: {
          200: userSchema,
          ...accountErrorResponses,
          400: apiErrorResponseSchema.describe(
            'Malformed request (error.request.invalid), a password that breaks the rules (error.user.passwordRejected) or under 18 (error.user.underage)',
          ),
          409: apiErrorResponseSchema.describe('An account has this e-mail: error.user.exists, shown as User Exists'),
          429: apiErrorResponseSchema.describe(
            `More than ${EXISTENCE_ANSWERS_PER_ADDRESS.max} existence answers from this address in 15 minutes (error.user.tooManyAttempts), more than ${creations.max} accounts made from it in an hour (error.user.tooManyAccounts), or the rate limit`,
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email, password, birthDate, ...profile } = request.body;
      if (passwordProblems(password, email).length > 0) return accountErrors.passwordRejected(reply);
      if (!isAdultBirthDate(birthDate, now())) {
        return sendApiError(reply, 400, { code: ERROR_CODES.underage, body: API_MESSAGES.underage });
      }
      // A taken e-mail answers as user/exist does, so it counts against the same budget: Create
      // Account is no way around that limit.
      const counted = existenceAnswers(request.ip);
      if (await counters.isAnyBlocked(counted)) return accountErrors.tooManyAttempts(reply);
      // Counted before the hash, in one statement, so a burst at once cannot slip past it.
      const attempts = await counters.recordFailure(`account-create-address:${request.ip}`, creations.windowMs);
      if (attempts > creations.max) {
        return sendApiError(reply, 429, { code: ERROR_CODES.accountCreationLimited, body: API_MESSAGES.accountCreationLimited });
      }
      const created = await app.accountsRepository.create({ email, passwordHash: await hashPassword(password), birthDate, ...profile });
      if (created === 'exists') {
        await counters.recordEach(counted);
        return sendApiError(reply, 409, { code: ERROR_CODES.userExists, body: API_MESSAGES.userExists });
      }
      await app.startSession(request, reply, created.tveUserId);
      request.log.info('direct account created');
      // The session's user is the one just stored.
      return (await request.getUser())!;
    },
  );

  app.get(
    '/api/cbs/okta/user/profile',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's direct account",
        response: {
          200: accountProfileSchema,
          ...accountErrorResponses,
          ...signedOutResponse,
          404: apiErrorResponseSchema.describe('A viewer without a direct account (a TV provider signs them in): error.notfound'),
        },
      },
    },
    async (request, reply) => {
      const found = await requireAccount(request, reply);
      if (!found) return reply;
      const { user, account } = found;
      return {
        email: account.email,
        firstName: user.firstName,
        lastName: user.lastName,
        zipcode: user.zipcode,
        birthDate: account.birthDate,
        newsletterSubscribed: user.newsletterSubscribed,
        passwordChangedAt: account.passwordChangedAt.toISOString(),
        createdAt: account.createdAt.toISOString(),
      };
    },
  );
};
export default accountsRoutes;
