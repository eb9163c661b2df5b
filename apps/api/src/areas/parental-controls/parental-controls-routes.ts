import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  canSetParentalControls,
  DEFAULT_MOVIE_RATING,
  DEFAULT_TV_RATING,
  ERROR_CODES,
  householdRestrictionsSchema,
  movieRatingLabel,
  parentalControlsPayloadSchema,
  setsSubAccountDefaults,
  tvRatingLabel,
  viewerRestrictionsSchema,
  type HouseholdRestrictions,
  type ProviderData,
  type User,
  type ViewerRestrictions,
} from '@stat/contracts';
import { sendApiError } from '../plugins/api-error.ts';
import type { StoredRestrictions } from '../repositories/parental-controls-repository.ts';
import type { Providers } from '../seed/load-providers.ts';
import { commonErrorResponses, stateChangingErrorResponses } from './error-responses.ts';
import { requireUser, signedOutResponse } from './user.ts';

type Profile = Pick<User, 'tveUserId' | 'accountType'>;
type ProviderRules = Pick<ProviderData, 'accountType' | 'parentalControls'>;

export interface RestrictionsInput {
  profile: Profile;
  /** The profile's provider; null when it has none we know (then nothing may be edited). */
  provider: ProviderRules | null;
  /** The profile's own saved restrictions. */
  own: StoredRestrictions | null;
  /** The saved restrictions of the primary account of the profile's household, if any. */
  householdPrimary: StoredRestrictions | null;
}

/**
 * The limits that hold for a profile (shell spec sections 3 and 6): its own saved ones; else,
 * for a sub account under a primarySub provider, its household primary's defaults; else none
 * (MOVIE_NR, TV_NR). Pure, so the catalogue and the licence server can enforce the same rule.
 */
export function effectiveRestrictions({ profile, provider, own, householdPrimary }: RestrictionsInput): ViewerRestrictions {
  const inherited =
    profile.accountType === 'sub' && provider !== null && setsSubAccountDefaults(provider) && householdPrimary !== null
      ? { movie: householdPrimary.defaultMovie, tv: householdPrimary.defaultTv }
      : null;
  const movie = own?.movie ?? inherited?.movie ?? DEFAULT_MOVIE_RATING;
  const tv = own?.tv ?? inherited?.tv ?? DEFAULT_TV_RATING;
  return {
    tveUserId: profile.tveUserId,
    accountType: profile.accountType,
    movie,
    tv,
    defaultMovie: own?.defaultMovie ?? DEFAULT_MOVIE_RATING,
    defaultTv: own?.defaultTv ?? DEFAULT_TV_RATING,
    display: { movie: movieRatingLabel(movie), tv: tvRatingLabel(tv) },
    canEdit: provider !== null && canSetParentalControls({ user: profile, provider }),
  };
}

/** A household's primary account: the earliest created, should a provider ever report two. */
function householdPrimaryOf(members: readonly User[]): User | undefined {
  return members.filter((member) => member.accountType === 'primary').sort((a, b) => a.createdOn - b.createdOn)[0];
}

/**
 * Loads what effectiveRestrictions needs for the signed-in user: its provider, its own row and,
 * only for a sub under a primarySub provider, the household primary's row. The household is the
 * user's own (same msoId and householdId, both read from its row), never one the request names.
 */
export async function restrictionsOfUser(app: FastifyInstance, providers: Providers, user: User): Promise<ViewerRestrictions> {
  const provider = user.msoId === null ? null : (providers.get(user.msoId)?.data ?? null);
  const repository = app.parentalControlsRepository;
  const own = await repository.find(user.tveUserId);
  let householdPrimary: StoredRestrictions | null = null;
  if (!own && user.accountType === 'sub' && provider && setsSubAccountDefaults(provider) && user.msoId !== null) {
    const householdId = await repository.householdId(user.tveUserId);
    const primary = householdId ? householdPrimaryOf(await app.usersRepository.findHousehold(user.msoId, householdId)) : undefined;
    householdPrimary = primary ? await repository.find(primary.tveUserId) : null;
  }
  return effectiveRestrictions({ profile: user, provider, own, householdPrimary });
}

/**
 * GET /api/user/pc/all for an eligible primary account: itself and the sub accounts of its own
 * household, each with its effective restrictions.
 */
async function restrictionsOfHousehold(app: FastifyInstance, provider: ProviderData, user: User): Promise<HouseholdRestrictions> {
  const repository = app.parentalControlsRepository;
  const householdId = await repository.householdId(user.tveUserId);
  const members = householdId && user.msoId !== null ? await app.usersRepository.findHousehold(user.msoId, householdId) : [];
  const subs = members.filter((member) => member.accountType === 'sub');
  const primaryId = householdPrimaryOf(members)?.tveUserId;
  const ids = new Set([user.tveUserId, ...(primaryId ? [primaryId] : []), ...subs.map((sub) => sub.tveUserId)]);
  const rows = await repository.findMany([...ids]);
  const householdPrimary = (primaryId && rows.get(primaryId)) || null;
  const of = (profile: User, primaryRow: StoredRestrictions | null) =>
    effectiveRestrictions({ profile, provider, own: rows.get(profile.tveUserId) ?? null, householdPrimary: primaryRow });
  return { primary: of(user, null), subs: subs.map((sub) => of(sub, householdPrimary)) };
}

/** GET and PUT /api/user/pc, GET /api/user/pc/all: the signed-in user's viewing restrictions. */
const parentalControlsRoutes: FastifyPluginAsyncZod<{ providers: Providers }> = async (app, opts) => {
  const providerOf = (user: User) => (user.msoId === null ? undefined : opts.providers.get(user.msoId)?.data);

  app.get(
    '/api/user/pc',
    {
      schema: {
        tags: ['parental-controls'],
        summary: "The signed-in user's viewing restrictions",
        response: { 200: viewerRestrictionsSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      return restrictionsOfUser(app, opts.providers, user);
    },
  );

  app.get(
    '/api/user/pc/all',
    {
      schema: {
        tags: ['parental-controls'],
        summary: "The viewing restrictions of the signed-in primary account and its household's sub accounts",
        response: { 200: householdRestrictionsSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const provider = providerOf(user);
      if (provider && canSetParentalControls({ user, provider })) return restrictionsOfHousehold(app, provider, user);
      // Anyone else sees only their own profile, and only a sub has one to see here.
      const own = await restrictionsOfUser(app, opts.providers, user);
      return { primary: null, subs: user.accountType === 'sub' ? [own] : [] };
    },
  );

  app.put(
    '/api/user/pc',
    {
      // A TV enforces the limits; lifting them is for the primary's browser session, never a TV's token.
      config: { browserOnly: true },
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
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const provider = providerOf(user);
      if (!provider || !canSetParentalControls({ user, provider })) {
        return sendApiError(reply, 403, { code: ERROR_CODES.parentalControlsNotAllowed, body: API_MESSAGES.parentalControlsNotAllowed });
      }
      const { typeOfAccount, ...restrictions } = request.body;
      if (typeOfAccount !== user.accountType) {
        return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.accountTypeMismatch });
      }
      const own = await app.parentalControlsRepository.save(user.tveUserId, restrictions);
      return effectiveRestrictions({ profile: user, provider, own, householdPrimary: null });
    },
  );
};
export default parentalControlsRoutes;
