import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_MESSAGES, ERROR_CODES, MESSAGES } from '@stat/contracts';
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
