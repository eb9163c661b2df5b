import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, type User } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import type { AccountRow } from '../sign-in/accounts-repository.ts';
import { stateChangingErrorResponses } from '../../lib/error-responses.ts';

/** The errors the direct-account routes share. */
export const accountErrors = {
  wrongPassword: (reply: FastifyReply) => sendApiError(reply, 401, { code: ERROR_CODES.wrongPassword, body: API_MESSAGES.wrongPassword }),
  passwordRejected: (reply: FastifyReply) =>
    sendApiError(reply, 400, { code: ERROR_CODES.passwordRejected, body: API_MESSAGES.passwordRejected }),
  tooManyAttempts: (reply: FastifyReply) =>
    sendApiError(reply, 429, { code: ERROR_CODES.accountTooManyAttempts, body: API_MESSAGES.accountTooManyAttempts }),
};

/** Every direct-account route is browser only; the state-changing ones are CSRF-guarded too. */
export const accountErrorResponses = {
  ...stateChangingErrorResponses,
  403: apiErrorResponseSchema.describe(
    "Refused: a TV's bearer token, or a state-changing call that is not a same-origin call from the STAT app (CSRF): error.request.forbidden",
  ),
};

/**
 * The signed-in viewer's direct account (on a route declaring `viewer: 'required'`): 404
 * error.notfound for a viewer who has none (a TV provider's). Gives null once it has answered.
 */
export async function requireAccount(request: FastifyRequest, reply: FastifyReply): Promise<{ user: User; account: AccountRow } | null> {
  const { user } = request.signedInViewer();
  const account = await request.server.accountsRepository.findById(user.tveUserId);
  if (!account) {
    sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
    return null;
  }
  return { user, account };
}
