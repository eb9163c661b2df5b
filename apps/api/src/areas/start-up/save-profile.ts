import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, MESSAGES, userSchema } from '@stat/contracts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { isUniqueViolation, type ProfilePatch } from './users-repository.ts';

/**
 * Writes a checked profile (POST user, PUT user) and answers the user; a user name taken in the
 * meantime answers 409 error.userprofile.usernametaken, with the message for the field.
 */
export async function saveProfile(app: FastifyInstance, reply: FastifyReply, tveUserId: string, patch: ProfilePatch) {
  try {
    const updated = await app.usersRepository.updateProfile(tveUserId, patch);
    return updated ?? sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
  } catch (error) {
    // The case-insensitive unique index on user names decides who was first.
    if (!isUniqueViolation(error)) throw error;
    return sendApiError(reply, 409, { code: ERROR_CODES.userNameTaken, body: MESSAGES.userNameTaken });
  }
}

/** The answers of a profile write (POST user, PUT user); `conflicts` names its own 409s besides a taken user name and an unknown provider. */
export const profileWriteResponses = (conflicts: string) => ({
  200: userSchema,
  ...stateChangingErrorResponses,
  400: apiErrorResponseSchema.describe('Malformed request, or a field breaks its rule: error.userprofile.invalid'),
  ...signedOutResponse,
  409: apiErrorResponseSchema.describe(`${conflicts}, user name taken (error.userprofile.usernametaken) or no known provider (error.mso.notfound)`),
});
