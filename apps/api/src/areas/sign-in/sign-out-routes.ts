import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyObjectSchema } from '@stat/contracts';
import { accountSubject } from './idp/idp-secrets.ts';
import { endIdentityProviderSessions } from './idp/oidc-adapter.ts';
import { stateChangingErrorResponses } from '../../lib/error-responses.ts';

/**
 * GET /api/device/unpair: logout. Deletes the session and clears the cookie (and a direct
 * account's sessions at the embedded identity provider); a TV (its bearer token) unpairs for
 * good: its device is removed, as if the viewer had removed it.
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
      else {
        await app.endSession(request, reply);
        // A direct account's browser signs out at the identity provider too, so the next Sign In
        // asks for the password (a shared computer). A TV provider's own logout link does that for
        // its subscribers (the web app calls it).
        if (tveUserId && (await app.accountsRepository.findById(tveUserId))) {
          await endIdentityProviderSessions(app.database.db, [accountSubject(tveUserId)]);
        }
      }
      reply.header('cache-control', 'no-store');
      return {};
    },
  );
};
export default deviceRoutes;
