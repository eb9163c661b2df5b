import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyObjectSchema } from '@stat/contracts';
import { stateChangingErrorResponses } from './error-responses.ts';

/**
 * GET /api/device/unpair: logout. Deletes the session and clears the cookie; a TV (its bearer
 * token) unpairs for good: its device is removed, as if the viewer had removed it.
 */
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/device/unpair',
    {
      // A GET by the spec, but it signs the visitor out: guarded against CSRF like a POST.
      config: { stateChanging: true },
      schema: {
        tags: ['session'],
        summary: 'Sign out (unpair this device)',
        response: { 200: emptyObjectSchema, ...stateChangingErrorResponses },
      },
    },
    async (request, reply) => {
      const { deviceId, tveUserId } = request.session ?? {};
      if (deviceId && tveUserId) await app.devicesRepository.remove(tveUserId, deviceId);
      else await app.endSession(request, reply);
      reply.header('cache-control', 'no-store');
      return {};
    },
  );
};
export default deviceRoutes;
