import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LABELS,
  ACCOUNT_LIMITS,
  ACCOUNT_PATHS,
  API_MESSAGES,
  apiErrorResponseSchema,
  changePasswordRequestSchema,
  emptyObjectSchema,
  ERROR_CODES,
  passwordConfirmationSchema,
  passwordProblems,
  resetPasswordRequestSchema,
  resetPasswordUpdateSchema,
} from '@stat/contracts';
import { createPasswordConfirmation, passwordRefusal } from './password-confirmation.ts';
import { createSignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';
import { accountSubject } from '../sign-in/idp/idp-secrets.ts';
import { endIdentityProviderSessions } from '../sign-in/idp/oidc-adapter.ts';
import { hashPassword } from '../sign-in/idp/password-hash.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { accountErrorResponses, accountErrors, requireAccount } from './account-answers.ts';
import { signedOutResponse } from '../../lib/error-responses.ts';

export interface AccountPasswordsRoutesOptions {
  /** The reset link's origin. */
  publicUrl: string;
  mailer: Mailer;
  /** The counters' clock; tests move it. */
  now?: () => Date;
}

const passwordErrors = {
  401: apiErrorResponseSchema.describe('Signed out (error.session.loggedOut), or the password is wrong (error.user.wrongPassword)'),
  429: apiErrorResponseSchema.describe('Too many wrong passwords for this account or from this address (error.user.tooManyAttempts), or the rate limit'),
};

/**
 * A direct account's password (streaming spec section 7): `user/authentication` confirms it
 * before a purchase, `user/resetpassword` mails a reset link (POST) and uses it (PUT),
 * `cbs/okta/password` changes it. Browser only; a changed password signs out the account's other
 * browsers (docs/decisions.md, "Direct accounts (API)").
 */
const accountPasswordsRoutes: FastifyPluginAsyncZod<AccountPasswordsRoutesOptions> = async (app, opts) => {
  const accounts = app.accountsRepository;
  const resets = app.passwordResetsRepository;
  const counters = createSignInFailuresRepository(app.database.db, opts.now);
  const { checkPassword, confirmPassword } = createPasswordConfirmation(app.database.db, opts.now);

  app.post(
    '/api/user/authentication',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: "Confirm the signed-in user's password (before a purchase)",
        body: passwordConfirmationSchema,
        response: { 200: emptyObjectSchema, ...accountErrorResponses, ...passwordErrors },
      },
    },
    async (request, reply) => ((await confirmPassword(request, reply, request.body.password, request.body.email)) ? {} : reply),
  );

  app.post(
    '/api/user/resetpassword',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset link; the same answer whether or not the e-mail has an account',
        body: resetPasswordRequestSchema,
        response: {
          200: emptyObjectSchema,
          ...accountErrorResponses,
          429: apiErrorResponseSchema.describe(
            `More than ${ACCOUNT_LIMITS.resetPerAddress.max} reset requests from this address in an hour (error.user.tooManyAttempts), or the rate limit`,
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email } = request.body;
      const address = { key: `reset-address:${request.ip}`, limit: ACCOUNT_LIMITS.resetPerAddress };
      const mailbox = { key: `reset-email:${email}`, limit: ACCOUNT_LIMITS.resetPerEmail };
      if (await counters.isAnyBlocked([address])) return accountErrors.tooManyAttempts(reply);
      const mailboxFull = await counters.isAnyBlocked([mailbox]);
      await counters.recordEach([address, mailbox]);
      // Past the e-mail's limit the answer stays the same and nothing is sent: a 429 would be
      // harmless (the count does not depend on an account) but the mailbox has its links already.
      if (mailboxFull) return {};

      const account = await accounts.findByEmail(email);
      // A token is made for an unknown e-mail too, with the same statements matching no row
      // (password-resets-repository.ts), and the mail leaves after the answer: neither the answer
      // nor its timing tells whether the e-mail has an account. For the same reason a failed send
      // is only logged.
      const token = await resets.create(account?.tveUserId ?? null);
      if (account && token) {
        const link = `${opts.publicUrl}${ACCOUNT_PATHS.resetPassword}?token=${token}`;
        const { subject, text } = ACCOUNT_LABELS.resetMail;
        opts.mailer.send({ to: account.email, subject, text: text(link), link }).catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset mail not sent');
        });
      }
      return {};
    },
  );

  app.put(
    '/api/user/resetpassword',
    {
      config: { browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: "Choose a new password with a reset link's token; signs out every browser of the account, at the identity provider too",
        body: resetPasswordUpdateSchema,
        response: {
          200: emptyObjectSchema,
          ...accountErrorResponses,
          400: apiErrorResponseSchema.describe(
            'Malformed request (error.request.invalid), a token unknown, used or expired (error.user.resetTokenInvalid), or a password that breaks the rules (error.user.passwordRejected)',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { authToken, newPassword } = request.body;
      const invalidToken = () => sendApiError(reply, 400, { code: ERROR_CODES.resetTokenInvalid, body: API_MESSAGES.resetTokenInvalid });
      // The rules are checked before the token is used, so a refused password leaves the link working.
      const tveUserId = await resets.find(authToken);
      const account = tveUserId === null ? null : await accounts.findById(tveUserId);
      if (!account) return invalidToken();
      if (passwordProblems(newPassword, account.email).length > 0) return accountErrors.passwordRejected(reply);
      const passwordHash = await hashPassword(newPassword);
      // Used meanwhile by another request: the link has worked once already.
      if ((await resets.take(authToken)) !== account.tveUserId) return invalidToken();
      await accounts.setPassword(account.tveUserId, passwordHash);
      await app.sessionsRepository.deleteBrowserSessionsOf(account.tveUserId);
      // And at the identity provider: whoever holds its cookie must type the new password.
      await endIdentityProviderSessions(app.database.db, [accountSubject(account.tveUserId)]);
      if (request.session?.tveUserId === account.tveUserId) await app.endSession(request, reply);
      request.log.info('password reset');
      return {};
    },
  );

  app.post(
    '/api/cbs/okta/password',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's password; signs out the account's other browsers, and every browser at the identity provider",
        body: changePasswordRequestSchema,
        response: {
          200: emptyObjectSchema,
          ...accountErrorResponses,
          ...signedOutResponse,
          ...passwordErrors,
          400: apiErrorResponseSchema.describe('Malformed request (error.request.invalid), or a new password that breaks the rules (error.user.passwordRejected)'),
          404: apiErrorResponseSchema.describe('A viewer without a direct account: error.notfound'),
        },
      },
    },
    async (request, reply) => {
      const found = await requireAccount(request, reply);
      if (!found) return reply;
      const { account } = found;
      const { currentPassword, newPassword } = request.body;
      const refused = passwordRefusal(await checkPassword({ tveUserId: account.tveUserId, ip: request.ip }, currentPassword, account.passwordHash));
      if (refused) return refused(reply);
      if (passwordProblems(newPassword, account.email).length > 0) return accountErrors.passwordRejected(reply);
      await accounts.setPassword(account.tveUserId, await hashPassword(newPassword));
      await app.sessionsRepository.deleteBrowserSessionsOf(account.tveUserId, request.session!.id);
      await endIdentityProviderSessions(app.database.db, [accountSubject(account.tveUserId)]);
      request.log.info('password changed');
      return {};
    },
  );
};
export default accountPasswordsRoutes;
