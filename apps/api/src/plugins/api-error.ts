import type { FastifyReply } from 'fastify';
import type { ApiError, ApiErrorResponse, OfrepRequestError } from '@stat/contracts';
import { serverArea } from './server-paths.ts';

/** Sends an error answer in the API's shape: `{ error: ApiError }` with an HTTP error status. */
export function sendApiError(reply: FastifyReply, status: number, error: ApiError): FastifyReply {
  const body: ApiErrorResponse = { error };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The OFREP error body of a whole request (OFREP clients read this shape, not the API's). */
function ofrepErrorBody(status: number, apiError: ApiError): OfrepRequestError {
  return { errorCode: status === 400 || status === 415 ? 'PARSE_ERROR' : 'GENERAL', errorDetails: apiError.body };
}

/** An error answer in the shape of the API the URL addresses: OFREP under /ofrep, ours elsewhere. */
export function errorBodyFor(url: string, status: number, apiError: ApiError): ApiErrorResponse | OfrepRequestError {
  return serverArea(url) === 'ofrep' ? ofrepErrorBody(status, apiError) : { error: apiError };
}

/** Sends an error answer in the shape of the API the URL addresses (errorBodyFor). */
export function sendErrorFor(reply: FastifyReply, url: string, status: number, apiError: ApiError): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBodyFor(url, status, apiError));
}
