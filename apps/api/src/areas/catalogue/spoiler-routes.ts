import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, SPOILER_IDS_MAX, spoilerValuesSchema } from '@stat/contracts';
import { z } from 'zod';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { createSpoilerRepository } from './spoiler-repository.ts';

/**
 * The spoiler shield per viewer (issue 29 section 2, decisions.md): the public answers carry the
 * marked fields shielded for everyone; these answer their real values to the signed-in viewer who
 * has watched or reached the item, revealed it, or turned the shield off. Never cached: personal.
 */
const idsSchema = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.length <= SPOILER_IDS_MAX, { message: `at most ${SPOILER_IDS_MAX} ids` });

const spoilerRoutes: FastifyPluginAsyncZod = async (app) => {
  const spoilers = createSpoilerRepository(app.database.db);

  app.get(
    '/api/user/spoilers',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['catalogue'],
        summary: "The marked spoilers' real values this viewer may see, and whether their shield is on",
        // Without ids, only whether the shield is on (Settings' switch reads it so).
        querystring: z.object({ ids: idsSchema.optional() }),
        response: { 200: spoilerValuesSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      void reply.header('cache-control', 'private, no-store');
      const shieldOn = await spoilers.shieldOn(user.tveUserId);
      return { shieldOn, items: await spoilers.visibleValues(user.tveUserId, request.query.ids ?? [], shieldOn) };
    },
  );

  app.post(
    '/api/user/spoilers/:id/reveal',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['catalogue'],
        summary: 'Reveal one title or episode to this viewer (idempotent)',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          204: z.undefined().describe('Revealed'),
          404: apiErrorResponseSchema.describe('No such title: error.notfound'),
          ...signedOutResponse,
          ...stateChangingErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!(await spoilers.reveal(user.tveUserId, request.params.id))) {
        return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.titleNotFound });
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/user/spoilers/shield/:on',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['catalogue'],
        summary: "Turn this viewer's spoiler shield on or off (Settings)",
        params: z.object({ on: z.enum(['true', 'false']) }),
        response: { 204: z.undefined().describe('Set'), ...signedOutResponse, ...stateChangingErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      await spoilers.setShield(user.tveUserId, request.params.on === 'true');
      return reply.code(204).send();
    },
  );
};

export default spoilerRoutes;
