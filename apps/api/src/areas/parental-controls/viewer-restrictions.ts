import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setsSubAccountDefaults, type HouseholdRestrictions, type ProviderData, type User, type ViewerRestrictions } from '@stat/contracts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { StoredRestrictions } from './parental-controls-repository.ts';
import { effectiveRestrictions, householdPrimaryOf, profileRestrictions } from './restrictions.ts';

/**
 * Loads what effectiveRestrictions needs for the signed-in user: its provider, its own row and,
 * only for a sub under a primarySub provider, the household primary's row. The household is the
 * user's own (same msoId and householdId, both read from its row), never one the request names.
 */
async function restrictionsOfUser(app: FastifyInstance, user: User): Promise<ViewerRestrictions> {
  const provider = user.msoId === null ? null : (app.providers.get(user.msoId)?.data ?? null);
  const repository = app.parentalControlsRepository;
  const own = await repository.find(user.tveUserId);
  let householdPrimary: StoredRestrictions | null = null;
  if (!own && user.accountType === 'sub' && provider && setsSubAccountDefaults(provider) && user.msoId !== null) {
    const householdId = await repository.householdId(user.tveUserId);
    const primary = householdId ? householdPrimaryOf(await app.usersRepository.findHousehold(user.msoId, householdId)) : undefined;
    householdPrimary = primary ? await repository.find(primary.tveUserId) : null;
  }
  return effectiveRestrictions({ profile: user, provider, own, householdPrimary, directAccount: await isDirectAccount(app, user) });
}

/** Whether the user is a direct (ott) account: one with credentials of ours and no provider. */
export async function isDirectAccount(app: FastifyInstance, user: User): Promise<boolean> {
  return user.msoId === null && (await app.accountsRepository.findById(user.tveUserId)) !== null;
}

/** The members of the user's own household (same msoId and householdId, both read from its row). */
async function householdOf(app: FastifyInstance, user: User): Promise<User[]> {
  const householdId = await app.parentalControlsRepository.householdId(user.tveUserId);
  return householdId && user.msoId !== null ? app.usersRepository.findHousehold(user.msoId, householdId) : [];
}

/**
 * The sub account `tveUserId` of the user's own household, or undefined: how a primary's change
 * to a sub's limits is confined to its household (another household's profile is never found).
 */
export async function householdSubOf(app: FastifyInstance, user: User, tveUserId: string): Promise<User | undefined> {
  return (await householdOf(app, user)).find((member) => member.accountType === 'sub' && member.tveUserId === tveUserId);
}

/**
 * GET /api/user/pc/all for an eligible primary account: itself and the sub accounts of its own
 * household, each with its effective restrictions.
 */
export async function restrictionsOfHousehold(app: FastifyInstance, provider: ProviderData, user: User): Promise<HouseholdRestrictions> {
  const repository = app.parentalControlsRepository;
  const members = await householdOf(app, user);
  const subs = members.filter((member) => member.accountType === 'sub');
  const primaryId = householdPrimaryOf(members)?.tveUserId;
  const ids = new Set([user.tveUserId, ...(primaryId ? [primaryId] : []), ...subs.map((sub) => sub.tveUserId)]);
  const rows = await repository.findMany([...ids]);
  const householdPrimary = (primaryId && rows.get(primaryId)) || null;
  const of = (profile: User, primaryRow: StoredRestrictions | null) =>
    profileRestrictions({ profile, provider, own: rows.get(profile.tveUserId) ?? null, householdPrimary: primaryRow });
  return { primary: of(user, null), subs: subs.map((sub) => of(sub, householdPrimary)) };
}

/**
 * How long this instance serves a session's limits without reading them again. A change
 * (`changing`) drops them at once, here and on every instance through the invalidation bus; one
 * made by plain SQL shows within this time, as a changed user does (users-repository's cache).
 */
export const RESTRICTIONS_TTL_MS = 5_000;
/** The restrictions cache's name on the invalidation bus. */
const RESTRICTIONS_CACHE_NAME = 'viewer-restrictions';

/** The limits every signed-in request needs (catalogue locks, playback), read once per session per TTL. */
export interface ViewerRestrictionsService {
  /** The user's limits, cached with the session it signed in with (a new session reads them afresh). */
  of(user: User, sessionId: string): Promise<ViewerRestrictions>;
  /** Runs a write to any profile's restrictions: a primary's defaults are its subs' limits, so every profile's are dropped. */
  changing<T>(write: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    viewerRestrictions: ViewerRestrictionsService;
  }
}

/** Decorates `app.viewerRestrictions`, which the viewer plugin (plugins/viewer.ts) resolves each request's limits with. */
export default fp<{ now?: () => number }>(
  async (app, opts) => {
    const cache = createTtlCache<string, ViewerRestrictions>({ ttlMs: RESTRICTIONS_TTL_MS, maxEntries: 50_000 }, opts.now ?? Date.now, {
      bus: app.invalidationBus,
      name: RESTRICTIONS_CACHE_NAME,
    });
    app.decorate('viewerRestrictions', {
      of: (user: User, sessionId: string) => cache.get(sessionId, () => restrictionsOfUser(app, user), () => true),
      changing: (write) => cache.writingAny(write),
    } satisfies ViewerRestrictionsService);
  },
  { name: 'viewer-restrictions', dependencies: ['parental-controls-repository', 'users-repository', 'accounts-repository', 'invalidation-bus'] },
);
