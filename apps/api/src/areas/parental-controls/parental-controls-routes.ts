import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  canSetParentalControls,
  ERROR_CODES,
  householdRestrictionsSchema,
  parentalControlsPayloadSchema,
  viewerRestrictionsSchema,
  type User,
} from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { effectiveRestrictions } from './restrictions.ts';
import { restrictionsOfHousehold } from './viewer-restrictions.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

/** GET and PUT /api/user/pc, GET /api/user/pc/all: the signed-in user's viewing restrictions. */
const parentalControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const providerOf = (user: User) => (user.msoId === null ? undefined : app.providers.get(user.msoId)?.data);

  app.get(
    '/api/user/pc',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['parental-controls'],
        summary: "The signed-in user's viewing restrictions",
        response: { 200: viewerRestrictionsSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      return request.signedInViewer().restrictions;
    },
  );

  app.get(
    '/api/user/pc/all',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['parental-controls'],
        summary: "The viewing restrictions of the signed-in primary account and its household's sub accounts",
        response: { 200: householdRestrictionsSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      const provider = providerOf(user);
      if (provider && canSetParentalControls({ user, provider })) return restrictionsOfHousehold(app, provider, user);
      // Anyone else sees only their own profile, and only a sub has one to see here.
      const own = request.signedInViewer().restrictions;
      return { primary: null, subs: user.accountType === 'sub' ? [own] : [] };
    },
  );

  app.put(
    '/api/user/pc',
    {
      // A TV enforces the limits; lifting them is for the primary's browser session, never a TV's token.
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['parental-controls'],
        summary: 'Set the viewing restrictions of the signed-in primary account, and its sub accounts\' defaults',
        body: parentalControlsPayloadSchema,
        response: {
          200: viewerRestrictionsSchema,
          ...stateChangingErrorResponses,
          400: apiErrorResponseSchema.describe('Malformed request, or typeOfAccount is not the account\'s type'),
          ...signedOutResponse,
          403: apiErrorResponseSchema.describe(
            "Not allowed to set viewing restrictions (error.pc.notallowed), a TV's bearer token (error.request.forbidden), or CSRF",
          ),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const provider = providerOf(user);
      if (!provider || !canSetParentalControls({ user, provider })) {
        return sendApiError(reply, 403, { code: ERROR_CODES.parentalControlsNotAllowed, body: API_MESSAGES.parentalControlsNotAllowed });
      }
      const { typeOfAccount, ...restrictions } = request.body;
      if (typeOfAccount !== user.accountType) {
        return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.accountTypeMismatch });
      }
      // Through the viewers' cache, so this instance applies the new limits from the next request on.
      const own = await app.viewerRestrictions.changing(() => app.parentalControlsRepository.save(user.tveUserId, restrictions));
      return effectiveRestrictions({ profile: user, provider, own, householdPrimary: null });
    },
  );
};
export default parentalControlsRoutes;
