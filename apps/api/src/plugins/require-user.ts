import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, type User } from '@stat/contracts';
import { sendApiError } from './api-error.ts';

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
