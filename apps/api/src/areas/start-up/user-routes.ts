import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, ERROR_CODES, registerUserRequestSchema, userSchema } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { registration } from './registration.ts';
import { profileWriteResponses, saveProfile } from './save-profile.ts';
import { commonErrorResponses, signedOutResponse } from '../../lib/error-responses.ts';

/**
 * GET /api/user and GET /api/user/loginresult: the signed-in user, or 401. POST /api/user:
 * Complete Your Profile.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInUser = { 200: userSchema, ...signedOutResponse, ...commonErrorResponses };
  const currentUser = async (request: FastifyRequest) => request.signedInViewer().user;

  app.get(
    '/api/user',
    { config: { viewer: 'required' }, schema: { tags: ['start-up'], summary: 'The signed-in user', response: signedInUser } },
    currentUser,
  );
  app.get(
    '/api/user/loginresult',
    {
      config: { viewer: 'required' },
      schema: { tags: ['sign-in'], summary: 'The user after a TV provider sign-in (the /handleLogin page)', response: signedInUser },
    },
    currentUser,
  );

  app.post(
    '/api/user',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['sign-in'],
        summary: 'Complete Your Profile: register the personal info of a signed-in user',
        body: registerUserRequestSchema,
        response: profileWriteResponses('Already registered (error.userprofile.registered)'),
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (user.registered) {
        return sendApiError(reply, 409, { code: ERROR_CODES.userAlreadyRegistered, body: API_MESSAGES.userAlreadyRegistered });
      }
      const provider = user.msoId === null ? undefined : app.providers.get(user.msoId);
      if (!provider) {
        return sendApiError(reply, 409, { code: ERROR_CODES.providerNotFound, body: API_MESSAGES.providerNotFound });
      }
      const outcome = registration(request.body, provider.data.registration[user.accountType], user, new Date());
      if (!outcome.ok) return sendApiError(reply, 400, { code: ERROR_CODES.userProfileInvalid, body: outcome.message });
      return saveProfile(app, reply, user.tveUserId, outcome.patch);
    },
  );
};
export default userRoutes;
