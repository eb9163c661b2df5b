import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, DIRECT_PROFILE_FIELDS, ERROR_CODES, updateProfileRequestSchema } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { profileEdit } from './profile-edit.ts';
import { profileWriteResponses, saveProfile } from './save-profile.ts';

/**
 * PUT /api/user (streaming spec section 7, issue 26 section 1): Settings' profile. The fields are
 * the provider's registration fields for the account type (a direct account's own when it has no
 * provider), judged as Complete Your Profile judges them.
 */
const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['settings'],
        summary: "Edit the signed-in user's profile",
        body: updateProfileRequestSchema,
        response: profileWriteResponses('Profile not completed yet (error.userprofile.notregistered)'),
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!user.registered) {
        return sendApiError(reply, 409, { code: ERROR_CODES.userNotRegistered, body: API_MESSAGES.userNotRegistered });
      }
      const provider = user.msoId === null ? null : app.providers.get(user.msoId);
      if (provider === undefined) {
        return sendApiError(reply, 409, { code: ERROR_CODES.providerNotFound, body: API_MESSAGES.providerNotFound });
      }
      const fields = provider ? provider.data.registration[user.accountType] : DIRECT_PROFILE_FIELDS;
      const outcome = profileEdit(request.body, fields, user, new Date());
      if (!outcome.ok) return sendApiError(reply, 400, { code: ERROR_CODES.userProfileInvalid, body: outcome.message });
      return saveProfile(app, reply, user.tveUserId, outcome.patch);
    },
  );
};
export default userProfileRoutes;
