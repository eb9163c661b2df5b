import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ofrepBulkResponseSchema,
  ofrepFlagErrorSchema,
  ofrepRequestErrorSchema,
  ofrepRequestSchema,
  ofrepSuccessSchema,
  type OfrepErrorCode,
} from '@stat/contracts';
import { classifyError } from '../../plugins/error-handler.ts';
import { evaluateAllFlags, evaluateFlag } from './evaluate-flag.ts';
import type { FlagStore } from './flag-store.ts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';

const flagKeyParams = z.object({ key: z.string().min(1).max(200) });

/** OFREP's error code for a request we could not take (its own shape, not the API's). */
function ofrepErrorCode(status: number, error: FastifyError): OfrepErrorCode {
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP_')) return 'PARSE_ERROR';
  if (status === 400) return 'INVALID_CONTEXT';
  return status === 415 ? 'PARSE_ERROR' : 'GENERAL';
}

/**
 * The OpenFeature Remote Evaluation Protocol over the flagd file: bulk evaluation (with ETag
 * and 304) and single-flag evaluation. https://openfeature.dev/specification/appendix-c
 */
const ofrepRoutes: FastifyPluginAsyncZod<{ flagStore: FlagStore }> = async (app, opts) => {
  // Only for this encapsulated plugin: OFREP clients expect OFREP's error bodies.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, apiError } = classifyError(error);
    if (status >= 500) request.log.error({ err: error }, 'flag evaluation failed');
    const errorDetails = status >= 500 ? 'internal error' : apiError.body;
    const errorCode = ofrepErrorCode(status, error);
    const key = (request.params as { key?: unknown } | undefined)?.key;
    return reply.code(status).send(typeof key === 'string' ? { key, errorCode, errorDetails } : { errorCode, errorDetails });
  });

  app.post(
    '/ofrep/v1/evaluate/flags',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'OFREP bulk evaluation of every flag',
        body: ofrepRequestSchema,
        response: {
          200: ofrepBulkResponseSchema,
          304: z.undefined().describe('Not modified (If-None-Match)'),
          400: ofrepRequestErrorSchema,
          429: ofrepRequestErrorSchema,
          500: ofrepRequestErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = { flags: evaluateAllFlags(opts.flagStore.current(), request.body.context) };
      const etag = etagOf(body);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return body;
    },
  );

  app.post(
    '/ofrep/v1/evaluate/flags/:key',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'OFREP evaluation of one flag',
        params: flagKeyParams,
        body: ofrepRequestSchema,
        response: {
          200: ofrepSuccessSchema,
          400: ofrepFlagErrorSchema,
          404: ofrepFlagErrorSchema,
          429: ofrepRequestErrorSchema,
          500: ofrepRequestErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = evaluateFlag(opts.flagStore.current(), request.params.key, request.body.context);
      reply.header('cache-control', 'private, no-cache');
      if ('errorCode' in result) return reply.code(result.errorCode === 'FLAG_NOT_FOUND' ? 404 : 400).send(result);
      return result;
    },
  );
};
export default ofrepRoutes;
