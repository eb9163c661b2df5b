import type { NavigateFunction } from 'react-router';
import type { RefusalFixes } from '../../features/player/overlays/problem-panel.tsx';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import { PPV_CHANNEL_LABELS, type RouteName } from '@stat/contracts';
import type { RouteParams } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { signInTarget } from '../../lib/sign-in-target.ts';
import { VARIANT } from '../../lib/variant.ts';
import { useSignInFlowStore } from '../sign-in/sign-in-flow-store.ts';

/**
 * The ways out of a refused play: signing in comes back to this play route (the intended route);
 * Viewing Restrictions is in settings; the provider's upsell (provider variant only: the direct
 * variant sells on its paywall, and its play routes need a subscription anyway); buying the
 * pay-per-view event is on its page's purchase section.
 */
export function refusalFixes(navigate: NavigateFunction, route: { name: RouteName; params: RouteParams }): RefusalFixes {
  return {
    onSignIn: () => {
      saveIntendedRoute({ name: route.name, params: route.params, query: {}, hash: '' });
      void navigate(signInTarget().path);
    },
    viewingRestrictionsHref: href('settings'),
    onUpsell: VARIANT === 'stat' ? () => useSignInFlowStore.getState().show('upsell') : null,
    buyPpvHref: `${href('ppv')}#${PPV_CHANNEL_LABELS.purchaseSectionId}`,
  };
}
