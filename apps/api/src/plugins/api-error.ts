import type { FastifyReply } from 'fastify';
import type { ApiError, ApiErrorResponse } from '@stat/contracts';

/** Sends an error answer in the API's shape: `{ error: ApiError }` with an HTTP error status. */
export function sendApiError(reply: FastifyReply, status: number, error: ApiError): FastifyReply {
  const body: ApiErrorResponse = { error };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
