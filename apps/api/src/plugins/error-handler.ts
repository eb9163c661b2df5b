import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_MESSAGES, ERROR_CODES, MESSAGES, type ApiError } from '@stat/contracts';
import { sendErrorFor } from './api-error.ts';

/**
 * Client mistakes Fastify (or Node's parser) reports by code, mapped to a status, our own
 * sentence and our own exceptionType: framework codes (FST_ERR_*) never leave the server.
 */
export const REQUEST_ERRORS: Record<string, { status: number; body: string; exceptionType: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: API_MESSAGES.malformedJson, exceptionType: 'MalformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: API_MESSAGES.emptyJson, exceptionType: 'EmptyBody' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, body: API_MESSAGES.unsupportedMediaType, exceptionType: 'UnsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: API_MESSAGES.bodyTooLarge, exceptionType: 'BodyTooLarge' },
  FST_ERR_BAD_URL: { status: 400, body: API_MESSAGES.requestInvalid, exceptionType: 'BadUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, body: API_MESSAGES.uriTooLong, exceptionType: 'UriTooLong' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: API_MESSAGES.requestTimeout, exceptionType: 'RequestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, body: API_MESSAGES.headersTooLarge, exceptionType: 'HeadersTooLarge' },
  STAT_MISSING_HOST: { status: 400, body: API_MESSAGES.requestInvalid, exceptionType: 'MissingHost' },
  // PostgreSQL refusing text a client sent for a query: a NUL (22021), or an escape jsonb cannot
  // keep (22P05, `\u0000`). Valid JSON and valid UTF-8 paths, so no schema refuses them first.
  '22021': { status: 400, body: API_MESSAGES.requestInvalid, exceptionType: 'UnstorableText' },
  '22P05': { status: 400, body: API_MESSAGES.requestInvalid, exceptionType: 'UnstorableText' },
};

/** Readable validation problems: "body.context.targetingKey: Invalid input: ...". */
export function describeValidation(error: FastifyError): string[] {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return `${path ? `${where}.${path}` : where}: ${issue.message ?? 'invalid'}`;
  });
}

/** The SQLSTATE of a query's failure that drizzle wrapped (DrizzleQueryError keeps it in `cause`). */
function databaseCode(cause: unknown): string | undefined {
  return typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
}

/** What a failed request answers. Exported for the OFREP routes, which reshape it. */
export function classifyError(error: FastifyError): { status: number; apiError: ApiError } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = describeValidation(error as FastifyError);
    return {
      status: 400,
      apiError: {
        code: ERROR_CODES.requestInvalid,
        body: `${API_MESSAGES.requestInvalid} ${problems.join('; ')}`,
        exceptionType: 'ValidationError',
      },
    };
  }
  const code = error.code ?? databaseCode(error.cause);
  const known = code ? REQUEST_ERRORS[code] : undefined;
  if (known) {
    return { status: known.status, apiError: { code: ERROR_CODES.requestInvalid, body: known.body, exceptionType: known.exceptionType } };
  }
  if (error.statusCode === 429) {
    return { status: 429, apiError: { code: ERROR_CODES.requestRateLimited, body: API_MESSAGES.rateLimited } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    return { status, apiError: { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.requestInvalid, exceptionType: 'RequestRefused' } };
  }
  return {
    status: 500,
    apiError: { code: ERROR_CODES.serverUncaught, body: MESSAGES.serverUncaught, call: [MESSAGES.ok] },
  };
}

/** One error handler for the API: every failure leaves as `{ error }` (OFREP's shape under /ofrep), never with a stack. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, apiError } = classifyError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, status }, 'request refused');
      // A request no route took (a body refused on the way to the not-found answer) may be under /ofrep.
      return sendErrorFor(reply, request.url, status, apiError);
    });
  },
  { name: 'error-handler' },
);
