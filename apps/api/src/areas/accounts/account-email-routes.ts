import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  changeEmailRequestSchema,
  CONFIRM_EMAIL_PATH,
  confirmEmailChangeRequestSchema,
  EMAIL_CHANGE_LINK_TTL_MS,
  emptyObjectSchema,
  ERROR_CODES,
  SETTINGS_PROFILE_LABELS,
  userSchema,
} from '@stat/contracts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { signedOutResponse } from '../../lib/error-responses.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { accountErrorResponses, requireAccount } from './account-answers.ts';
import { createEmailChangeTokens } from './email-change-tokens.ts';
import { createPasswordConfirmation } from './password-confirmation.ts';

export interface AccountEmailRoutesOptions {
  /** The link's origin. */
  publicUrl: string;
  mailer: Mailer;
  /** The password counters' and the links' clock; tests move it. */
  now?: () => Date;
}

/**
 * A direct account's e-mail change (issue 26 section 1): POST user/email takes the password again
 * and mails a link to the new address; PUT user/email, with the link's token, makes the change,
 * at the identity provider (the account's sign-in) and on the user alike.
 */
const accountEmailRoutes: FastifyPluginAsyncZod<AccountEmailRoutesOptions> = async (app, opts) => {
  const accounts = app.accountsRepository;
  const { confirmPassword } = createPasswordConfirmation(app.database.db, opts.now);
  const secret = await createServerSecretsRepository(app.database.db).getOrCreate('email-change-key', () => randomBytes(32).toString('base64url'));
  const tokens = createEmailChangeTokens(Buffer.from(secret, 'base64url'), opts.now && (() => opts.now!().getTime()));
  const taken = (reply: Parameters<typeof sendApiError>[0]) => sendApiError(reply, 409, { code: ERROR_CODES.userExists, body: API_MESSAGES.userExists });

  app.post(
    '/api/user/email',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: 'Change the e-mail: with the password again, mails a confirmation link to the new address; nothing changes yet',
        body: changeEmailRequestSchema,
        response: {
          200: emptyObjectSchema,
          ...accountErrorResponses,
          ...signedOutResponse,
          400: apiErrorResponseSchema.describe('Malformed request (error.request.invalid), or the address is already the account\'s (error.user.emailUnchanged)'),
          401: apiErrorResponseSchema.describe('Signed out (error.session.loggedOut), or the password is wrong (error.user.wrongPassword)'),
          404: apiErrorResponseSchema.describe('A viewer without a direct account: error.notfound'),
          409: apiErrorResponseSchema.describe('Another account has this e-mail: error.user.exists'),
          429: apiErrorResponseSchema.describe('Too many wrong passwords (error.user.tooManyAttempts), or the rate limit'),
        },
      },
    },
    async (request, reply) => {
      const found = await requireAccount(request, reply);
      if (!found) return reply;
      const { account } = found;
      const { emailAddress, password } = request.body;
      if (emailAddress === account.email) return sendApiError(reply, 400, { code: ERROR_CODES.emailUnchanged, body: API_MESSAGES.emailUnchanged });
      if (!(await confirmPassword(request, reply, password))) return reply;
      // Asked after the password, so the answer tells nobody without it whether an address has an account.
      if (await accounts.findByEmail(emailAddress)) return taken(reply);
      const token = tokens.issue({ u: account.tveUserId, from: account.email, to: emailAddress }, EMAIL_CHANGE_LINK_TTL_MS);
      const link = `${opts.publicUrl}${CONFIRM_EMAIL_PATH}?token=${token}`;
      const { subject, text } = SETTINGS_PROFILE_LABELS.profile.emailMail;
      await opts.mailer.send({ to: emailAddress, subject, text: text(link), link });
      request.log.info('e-mail change link sent');
      return {};
    },
  );

  app.put(
    '/api/user/email',
    {
      // The link may be opened in another browser, signed out: the token names the account.
      config: { browserOnly: true },
      schema: {
        tags: ['accounts'],
        summary: "Confirm an e-mail change with its link's token: the account's e-mail changes now",
        body: confirmEmailChangeRequestSchema,
        response: {
          200: userSchema.pick({ emailAddress: true }),
          ...accountErrorResponses,
          400: apiErrorResponseSchema.describe(
            'Malformed request (error.request.invalid), a token forged or already used (error.user.emailLinkInvalid) or expired (error.user.emailLinkExpired)',
          ),
          409: apiErrorResponseSchema.describe('Another account took the address meanwhile: error.user.exists'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const checked = tokens.check(request.body.token);
      if (!checked.ok) {
        return checked.reason === 'expired'
          ? sendApiError(reply, 400, { code: ERROR_CODES.emailChangeLinkExpired, body: API_MESSAGES.emailChangeLinkExpired })
          : sendApiError(reply, 400, { code: ERROR_CODES.emailChangeLinkInvalid, body: API_MESSAGES.emailChangeLinkInvalid });
      }
      const { u, from, to } = checked.payload;
      const outcome = await app.usersRepository.writing(u, () => accounts.changeEmail(u, from, to));
      if (outcome === 'exists') return taken(reply);
      if (outcome === 'gone') return sendApiError(reply, 400, { code: ERROR_CODES.emailChangeLinkInvalid, body: API_MESSAGES.emailChangeLinkInvalid });
      request.log.info('e-mail changed');
      return { emailAddress: to };
    },
  );
};
export default accountEmailRoutes;
