import type { FastifyInstance } from 'fastify';
import { setsSubAccountDefaults, type HouseholdRestrictions, type ProviderData, type User, type ViewerRestrictions } from '@stat/contracts';
import type { Providers } from '../providers/load-providers.ts';
import type { StoredRestrictions } from './parental-controls-repository.ts';
import { effectiveRestrictions, householdPrimaryOf } from './restrictions.ts';

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
export async function restrictionsOfHousehold(app: FastifyInstance, provider: ProviderData, user: User): Promise<HouseholdRestrictions> {
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
