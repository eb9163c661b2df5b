import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  canSetParentalControls,
  DEFAULT_MOVIE_RATING,
  DEFAULT_TV_RATING,
  ERROR_CODES,
  householdRestrictionsSchema,
  parentalControlsPayloadSchema,
  profileRestrictionsSchema,
  setsSubAccountDefaults,
  viewerRestrictionsSchema,
  type User,
} from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { effectiveRestrictions, maySetRestrictions, profileName, profileRestrictions } from './restrictions.ts';
import { householdSubOf, isDirectAccount, restrictionsOfHousehold } from './viewer-restrictions.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

/**
 * GET and PUT /api/user/pc, GET /api/user/pc/all: the signed-in user's viewing restrictions;
 * PUT /api/user/pc/{tveUserId}: a primary sets one of its household's sub profiles'.
 */
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
      const { user, restrictions } = request.signedInViewer();
      const provider = providerOf(user);
      if (provider && canSetParentalControls({ user, provider })) return restrictionsOfHousehold(app, provider, user);
      const own = { ...restrictions, name: profileName(user) };
      // A direct account is a household of one, its holder the primary (issue 26: ott sets its own limits).
      if (restrictions.canEdit) return { primary: own, subs: [] };
      // Anyone else sees only their own profile, and only a sub has one to see here.
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
        summary: 'Set the viewing restrictions of the signed-in primary or direct account, and its sub accounts\' defaults',
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
      const provider = providerOf(user) ?? null;
      const directAccount = await isDirectAccount(app, user);
      if (!maySetRestrictions(user, provider, directAccount)) {
        return sendApiError(reply, 403, { code: ERROR_CODES.parentalControlsNotAllowed, body: API_MESSAGES.parentalControlsNotAllowed });
      }
      const { typeOfAccount, ...restrictions } = request.body;
      if (typeOfAccount !== user.accountType) {
        return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.accountTypeMismatch });
      }
      // Through the viewers' cache, so this instance applies the new limits from the next request on.
      const own = await app.viewerRestrictions.changing(() => app.parentalControlsRepository.save(user.tveUserId, restrictions));
      return effectiveRestrictions({ profile: user, provider, own, householdPrimary: null, directAccount });
    },
  );

  app.put(
    '/api/user/pc/:tveUserId',
    {
      // As PUT user/pc: lifting a sub's limits is for the primary's browser session.
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['parental-controls'],
        summary: "Set the viewing restrictions of a sub account of the signed-in primary's own household",
        params: z.object({ tveUserId: z.string().min(1).max(200) }),
        body: parentalControlsPayloadSchema,
        response: {
          200: profileRestrictionsSchema,
          ...stateChangingErrorResponses,
          400: apiErrorResponseSchema.describe("Malformed request, or typeOfAccount is not 'sub'"),
          ...signedOutResponse,
          403: apiErrorResponseSchema.describe(
            "Not allowed to set viewing restrictions, or the profile is not a sub account of the signed-in primary's household (error.pc.notallowed); a TV's bearer token (error.request.forbidden), or CSRF",
          ),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const provider = providerOf(user);
      // Only a primarySub household has sub profiles with limits of their own (shell spec section 6).
      if (!provider || !canSetParentalControls({ user, provider }) || !setsSubAccountDefaults(provider)) {
        return sendApiError(reply, 403, { code: ERROR_CODES.parentalControlsNotAllowed, body: API_MESSAGES.parentalControlsNotAllowed });
      }
      // One answer for a profile of another household and one that does not exist: neither is told apart.
      const sub = await householdSubOf(app, user, request.params.tveUserId);
      if (!sub) {
        return sendApiError(reply, 403, { code: ERROR_CODES.parentalControlsNotAllowed, body: API_MESSAGES.parentalControlsProfileNotAllowed });
      }
      const { typeOfAccount, movie, tv } = request.body;
      if (typeOfAccount !== sub.accountType) {
        return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.accountTypeMismatch });
      }
      // A sub has no subs: its defaults stay unrestricted whatever was sent. Dropping every cached
      // profile's limits (changing) includes the sub's own sessions, so its next request is locked.
      const saved = { movie, tv, defaultMovie: DEFAULT_MOVIE_RATING, defaultTv: DEFAULT_TV_RATING };
      const own = await app.viewerRestrictions.changing(() => app.parentalControlsRepository.save(sub.tveUserId, saved));
      return profileRestrictions({ profile: sub, provider, own, householdPrimary: null });
    },
  );
};
export default parentalControlsRoutes;
