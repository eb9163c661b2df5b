import type { FastifyRequest } from 'fastify';
import { DUNNING_SUBSCRIPTION_STATUS, type PlayFix } from '@stat/contracts';
import { plansOnSale } from '../billing/plans-on-sale.ts';
import type { PlayingViewer, UnlockingPlan } from './play-refusal.ts';

/**
 * The plan that unlocks plays for an ott viewer without a subscription: the one it lapsed from,
 * while still on sale, else the first the paywall offers.
 */
function unlockingPlan(request: FastifyRequest, lapsedFrom: string | null): UnlockingPlan | null {
  const onSale = plansOnSale(request.server.plans);
  const plan = onSale.find((entry) => entry.productCode === lapsedFrom) ?? onSale[0];
  return plan ? { productCode: plan.productCode, summary: plan.subscriptionPlanSummary } : null;
}

/** The session's user with the profile's restrictions and what would unlock its plays, or null signed out. */
export async function playingViewerOf(request: FastifyRequest): Promise<PlayingViewer> {
  const viewer = await request.viewer();
  if (viewer.kind === 'anonymous') return null;
  const { user } = viewer;
  const lapsed = user.bi.subscriptionStatus === 'EXPIRED';
  return {
    user,
    restrictions: viewer.restrictions,
    unlock: request.server.variant === 'stat' ? { kind: 'package' } : { kind: 'plan', plan: user.isAuthorized ? null : unlockingPlan(request, lapsed ? user.currentProductId : null), lapsed },
  };
}

/** What a viewer who may play is told beside the play button: on ott, a failed payment being retried (dunning), with its fix. */
export async function playNoticeOf(request: FastifyRequest): Promise<PlayFix | undefined> {
  const viewer = await request.viewer();
  return viewer.user?.bi.subscriptionStatus === DUNNING_SUBSCRIPTION_STATUS ? { kind: 'editBilling', target: 'settings' } : undefined;
}
